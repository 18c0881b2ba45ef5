import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import { server } from '@mocks/node';
import { useBulkReminder } from '@/features/notifications/admin/use-bulk-reminder';
import { createTestQueryClient, signInAs } from '../../support';

/**
 * Issue 19: a bulk reminder whose answers were all lost (or failed with a 5xx) may still have
 * reached the teams, so the per-team status is refetched as after a send that succeeded; a
 * send every team refused changed nothing.
 */
async function sendWith(answer: () => Response) {
  await signInAs('systemAdmin');
  server.use(http.post('*/api/user_notifications/teams/:teamId', answer));
  const client = createTestQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useBulkReminder(), { wrapper });
  const teams = [{ id: 1, name: 'Los Dorados' }, { id: 2, name: 'Las Bogas' }] as unknown as TeamNotificationStatusRow[];
  const summary = await result.current('payment_due', teams);
  return { summary, invalidate };
}

describe('bulk reminder after failures', () => {
  it('refetches the team status when the answers were lost', async () => {
    const { summary, invalidate } = await sendWith(() => HttpResponse.error());
    expect(summary?.sent).toEqual([]);
    expect(summary?.refused.map((r) => r.name)).toEqual(['Los Dorados', 'Las Bogas']);
    expect(invalidate).toHaveBeenCalled();
  });

  it('refetches nothing when every team was refused', async () => {
    const { invalidate } = await sendWith(() => HttpResponse.json({ statusCode: 422, message: 'El equipo ya completó ese paso' }, { status: 422 }));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
