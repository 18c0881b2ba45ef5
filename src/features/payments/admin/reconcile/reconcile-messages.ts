import { paymentsApiMessages } from '@contracts/payments-messages';
import * as failureMessages from '@/api/failure-messages';

/** SPEC §8 texts the reconciliation shares with the transfers' screens (the same calls fail the same way). */
export const reconcileMessages = {
  confirmError: failureMessages.payments.decision,
  loadTransfersError: failureMessages.payments.transfers,
  actionDone: paymentsApiMessages.actionDone,
} as const;
