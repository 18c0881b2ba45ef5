import type { ApiFailure } from '@/api';
import { refusalReason } from './failure-message';

type RefusalTarget = {
  setFieldErrors: (errors: Record<string, string | undefined>) => Record<string, string>;
  failSubmit: (message: string) => void;
};

/**
 * Shows a refused save where its cause is, keeping the input: the server's field messages
 * under their fields, and what no field can show (the team already has a boat, a club in use)
 * at the top of the error summary. An outage has no reason to show there; its toast says it.
 */
export function showRefusal(form: RefusalTarget, refusal: ApiFailure): void {
  if (refusal.fieldErrors) {
    const leftover = Object.values(form.setFieldErrors(refusal.fieldErrors)).join(' ');
    if (leftover) form.failSubmit(leftover);
    return;
  }
  const reason = refusalReason(refusal);
  if (reason) form.failSubmit(reason);
}
