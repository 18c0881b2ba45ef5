import { useLocation } from 'wouter';
import type { PaymentDetail, TransferPaymentDetails } from '@contracts/entities/payments';
import { paymentsEndpoints } from '@contracts/payments';
import type { ApiFailure, ApiResponse } from '@/api';
import { useEndpointMutation } from '@/api/mutation';
import { outcomeUnknown } from '@/api/result';
import { appHref } from '@/lib/routing/navigation';
import { toast } from '@/ui/toast-store';
import { paymentsAdminMessages as msg } from './payments-admin-messages';

export type TransferAction = 'confirm' | 'reject';
type ConfirmBody = { admin_notes?: string | null };
type RejectBody = { rejection_reason: string; admin_notes?: string | null };

/** What the transfer reads once the action took effect. */
const outcomeOf: Record<TransferAction, TransferPaymentDetails['transfer_confirmation_status']> = {
  confirm: 'confirmed',
  reject: 'rejected',
};

/** A failure the form shows (null: the decision was done). */
export type DecisionFailure = ApiFailure | null;

export type TransferDecisionOptions = {
  transferId: number;
  /** Reads the payment again (the page's query): how a lost answer is told from a failure. */
  reload: () => Promise<PaymentDetail | undefined>;
  /** Where the admin goes once the transfer is decided (the list it came from). */
  doneHref: string;
};

/**
 * SPEC §4 transfer decision: PATCH confirm or reject. Done: `paymentsApiMessages.actionDone`
 * and back to the list, which no longer shows it. A failure whose outcome is unknown (the
 * answer lost, a timeout, a 5xx) may have been applied, and sending it again would only meet
 * `paymentsApiMessages.transferProcessed`; so after such a failure, or that refusal, the payment
 * is read again, and a transfer already decided the same way counts as done
 * (docs/decisions/0044).
 */
export function useTransferDecision({ transferId, reload, doneHref }: TransferDecisionOptions) {
  const [, navigate] = useLocation();
  const confirm = useEndpointMutation(paymentsEndpoints.confirmTransfer);
  const reject = useEndpointMutation(paymentsEndpoints.rejectTransfer);

  const settle = async (action: TransferAction, res: ApiResponse<unknown>): Promise<DecisionFailure> => {
    const mayHaveApplied = !res.ok && (outcomeUnknown(res) || res.statusCode === 422);
    const applied = res.ok || (mayHaveApplied && (await reload())?.transfer?.transfer_confirmation_status === outcomeOf[action]);
    if (applied) {
      toast.success(msg.actionDone);
      navigate(appHref(doneHref));
      return null;
    }
    toast.error(msg.actionError);
    return res.ok ? null : res;
  };

  return {
    confirm: async (body: ConfirmBody) => settle('confirm', await confirm.call({ params: { id: transferId }, body })),
    reject: async (body: RejectBody) => settle('reject', await reject.call({ params: { id: transferId }, body })),
  };
}
