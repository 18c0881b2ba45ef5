import { useCallback, useRef, useState } from 'react';
import { catchesEndpoints } from '@contracts/catches';
import type { Catch } from '@contracts/entities/catches';
import { useEndpointMutation } from '@/api/mutation';
import { outcomeUnknown, type ApiResponse } from '@/api/result';
import { failureMessage } from '@/lib/forms/failure-message';
import { toast } from '@/ui/toast-store';
import { juryMessages as m } from './jury-messages';

/** What the last decision on a catch left to say beside it: a refusal, or a lost answer with its retry. */
export type RowOutcome = { message: string; retry?: () => void };

/**
 * The jury's accept (and the outcome of any decision) per catch. A refusal is shown beside the
 * catch in the server's words (409 with catchesMessages.alreadyAccepted); a lost answer (no answer,
 * a timeout, a 5xx) offers 'Reintentar' with the same decision. Accepting twice cannot score
 * twice: a retry whose first attempt was applied meets 409 and is told so, not refused.
 */
export function useJuryActions() {
  const accept = useEndpointMutation(catchesEndpoints.accept);
  const [outcomes, setOutcomes] = useState<Record<number, RowOutcome>>({});
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const busyRef = useRef(new Set<number>());
  /** Catches whose last decision got no answer: a 409 on the retry means the first one was applied. */
  const unknown = useRef(new Set<number>());

  const setOutcome = useCallback((id: number, outcome: RowOutcome | null) => {
    setOutcomes((current) => {
      const next = { ...current };
      if (outcome) next[id] = outcome;
      else delete next[id];
      return next;
    });
  }, []);

  /**
   * Settles a decision's answer for catch `id`; `again` repeats it from beside the catch.
   * Null when it was applied; otherwise the sentence shown beside the catch (and in a dialog).
   */
  const settle = useCallback(
    (id: number, res: ApiResponse<Catch>, again: (() => void) | undefined, success: string): string | null => {
      if (res.ok) {
        unknown.current.delete(id);
        setOutcome(id, null);
        toast.success(res.message || success);
        return null;
      }
      if (res.statusCode === 409 && unknown.current.has(id)) {
        unknown.current.delete(id);
        setOutcome(id, null);
        toast.success(m.alreadyDone);
        return null;
      }
      if (outcomeUnknown(res)) {
        unknown.current.add(id);
        setOutcome(id, { message: m.unknownOutcome, ...(again ? { retry: again } : {}) });
        return m.unknownOutcome;
      }
      const message = failureMessage(res, { retry: m.failed });
      setOutcome(id, { message });
      return message;
    },
    [setOutcome],
  );

  const run = useCallback(
    async (id: number, send: () => Promise<ApiResponse<Catch>>, again: () => void, success: string) => {
      // A second press while the first is on its way is ignored: one decision, one request.
      if (busyRef.current.has(id)) return 'busy';
      busyRef.current.add(id);
      setBusy(new Set(busyRef.current));
      try {
        return settle(id, await send(), again, success);
      } finally {
        busyRef.current.delete(id);
        setBusy(new Set(busyRef.current));
      }
    },
    [settle],
  );

  const { call: sendAccept } = accept;
  const acceptCatch = useCallback(
    (row: Pick<Catch, 'id'>): Promise<string | null> => {
      const send = () => sendAccept({ params: { id: row.id } });
      // 'Reintentar' sends the same decision again through the same path.
      const again = () => void run(row.id, send, again, m.accepted);
      return run(row.id, send, again, m.accepted);
    },
    [sendAccept, run],
  );

  return { outcomes, busy, settle, setOutcome, acceptCatch, unknown };
}
