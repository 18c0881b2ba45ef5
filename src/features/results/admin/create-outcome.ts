import type { ApiResponse } from '@/api/result';
import { refusalReason } from '@/lib/forms/failure-message';
import type { ResultTableId } from '../shared/results-tables';
import { toast } from '@/ui/toast-store';
import { resultsAdminMessages as m } from './results-admin-messages';

type FormOutcome = {
  setFieldErrors: (errors: Record<string, string | undefined>) => Record<string, string>;
  failSubmit: (message: string) => void;
};

/**
 * After a create: success closes the dialog with SPEC §8's toast; a refusal keeps the dialog
 * open with the entered values, the server's words on their fields or above the form (a
 * position another admin took meanwhile, a catcher not in the team).
 */
export function settleCreate(res: ApiResponse<unknown>, form: FormOutcome, table: ResultTableId, onClose: () => void) {
  if (res.ok) {
    toast.success(m.created);
    onClose();
    return;
  }
  toast.error(m.createError[table]);
  const unmatched = res.fieldErrors ? form.setFieldErrors(res.fieldErrors) : {};
  const reason = Object.values(unmatched).join(' ') || (res.fieldErrors ? null : refusalReason(res));
  if (reason) form.failSubmit(reason);
}
