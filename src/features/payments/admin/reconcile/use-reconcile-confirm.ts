import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { paymentsEndpoints } from '@contracts/payments';
import { api, type ApiResponse } from '@/api';
import { invalidateAfter } from '@/api/invalidation';
import { outcomeUnknown } from '@/api/result';
import { mapBounded } from '@/lib/async/map-bounded';
import { failureMessage } from '@/lib/forms/failure-message';
import { reconcileMessages as msg } from './reconcile-messages';
import { reconcileNote, type ConfirmPlan, type PlannedConfirmation } from './confirm-plan';

/** Confirms at a time, as the bulk reminders send (decision 0023): quick, without flooding the server. */
export const RECONCILE_CONCURRENCY = 3;

/** A confirmed transfer says the team number its team received (issue 31), null if the answer had none. */
export type ConfirmOutcome = PlannedConfirmation & ({ ok: true; alreadyConfirmed: boolean; teamNumber: number | null } | { ok: false; reason: string });
export type ReconcileProgress = { done: number; total: number };

/**
 * Confirms one transfer with the note naming its statement line. A lost answer (no answer, a
 * timeout, a 5xx) is sent once more: a confirm cannot apply twice, the server refuses a
 * transfer no longer pending (422). After that refusal or a second lost answer the payment is
 * read back, and a transfer found confirmed counts as done: 'ya estaba confirmada' (as the
 * single decision does, docs/decisions/0044).
 */
async function confirmOne(item: PlannedConfirmation): Promise<ConfirmOutcome> {
  const send = () => api.call(paymentsEndpoints.confirmTransfer, { params: { id: item.transfer.id }, body: { admin_notes: reconcileNote(item.line) } });
  let res: ApiResponse<unknown> = await send();
  if (!res.ok && outcomeUnknown(res)) res = await send();
  if (res.ok) return { ...item, ok: true, alreadyConfirmed: false, teamNumber: (res.data as { team_number: number | null }).team_number };
  if (outcomeUnknown(res) || res.statusCode === 422) {
    const back = await api.call(paymentsEndpoints.get, { params: { id: item.transfer.payment_id } });
    if (back.ok && back.data.transfer?.transfer_confirmation_status === 'confirmed') return { ...item, ok: true, alreadyConfirmed: true, teamNumber: back.data.team_number };
  }
  return { ...item, ok: false, reason: failureMessage(res, { retry: msg.confirmError }) };
}

/**
 * Runs the admin's confirmations a few at a time with progress, once: a second start while a
 * run is under way is ignored. The pending list, the payments and the organisers' overview are
 * refreshed once at the end (not after each), so importing the file again finds only what is
 * still pending and confirms nothing twice.
 */
export function useReconcileConfirm() {
  const client = useQueryClient();
  const running = useRef(false);
  const [progress, setProgress] = useState<ReconcileProgress | null>(null);

  const run = useCallback(
    async (plan: ConfirmPlan): Promise<ConfirmOutcome[] | null> => {
      if (running.current) return null;
      running.current = true;
      setProgress({ done: 0, total: plan.items.length });
      try {
        const settled = await mapBounded(plan.items, RECONCILE_CONCURRENCY, confirmOne, (done) => setProgress({ done, total: plan.items.length }));
        return settled.map((s, i) => (s.status === 'fulfilled' ? s.value : { ...plan.items[i]!, ok: false, reason: msg.confirmError }));
      } finally {
        await invalidateAfter(client, paymentsEndpoints.confirmTransfer);
        running.current = false;
        setProgress(null);
      }
    },
    [client],
  );
  return { run, progress };
}
