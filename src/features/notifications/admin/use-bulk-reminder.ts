import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import { notificationsEndpoints } from '@contracts/notifications';
import { api } from '@/api';
import { invalidateAfter } from '@/api/invalidation';
import { outcomeUnknown } from '@/api/result';
import { failureMessage } from '@/lib/forms/failure-message';
import { mapBounded } from '@/lib/async/map-bounded';
import { notificationsAdminMessages as msg } from './notifications-admin-messages';
import type { ReminderType } from './reminder-types';

/** Sends at a time: enough to finish a page of teams quickly without flooding the server (decision 0023). */
export const BULK_CONCURRENCY = 3;

export type BulkSummary = {
  type: ReminderType;
  sent: { id: number; name: string }[];
  refused: { id: number; name: string; reason: string }[];
};

/**
 * Issue 12, beyond the spec: one reminder to many teams through the per-team call (no bulk
 * endpoint exists). The teams are fixed when the admin confirms; a second run while one is
 * under way is ignored, so no team gets the same send twice. The table is refreshed once at
 * the end instead of after every send.
 */
export function useBulkReminder() {
  const client = useQueryClient();
  const running = useRef(false);

  return useCallback(
    async (type: ReminderType, teams: readonly TeamNotificationStatusRow[]): Promise<BulkSummary | null> => {
      if (running.current) return null;
      running.current = true;
      try {
        const answers = await mapBounded(teams, BULK_CONCURRENCY, (team) =>
          api.call(notificationsEndpoints.sendToTeam, { params: { teamId: team.id }, body: { notification_type: type } }),
        );
        const summary: BulkSummary = { type, sent: [], refused: [] };
        answers.forEach((answer, i) => {
          const { id, name } = teams[i]!;
          if (answer.status === 'fulfilled' && answer.value.ok) summary.sent.push({ id, name });
          else {
            const reason = answer.status === 'fulfilled' && !answer.value.ok ? failureMessage(answer.value, { retry: msg.sendError }) : msg.sendError;
            summary.refused.push({ id, name, reason });
          }
        });
        // A send whose answer was lost or failed with a 5xx may have reached its team too (issue 19).
        const maybeSent = answers.some((a) => a.status === 'fulfilled' && (a.value.ok || outcomeUnknown(a.value)));
        if (maybeSent) await invalidateAfter(client, notificationsEndpoints.sendToTeam);
        return summary;
      } finally {
        running.current = false;
      }
    },
    [client],
  );
}
