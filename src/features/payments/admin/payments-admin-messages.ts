import { paymentsApiMessages } from '@contracts/payments-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the admins' payment screens. */
export const paymentsAdminMessages = {
  actionDone: paymentsApiMessages.actionDone,
  actionError: failureMessages.payments.decision,
  loadPaymentsError: failureMessages.payments.list,
  loadTransfersError: failureMessages.payments.transfers,
  loadPaymentError: failureMessages.payments.detail,
  paymentNotFound: paymentsApiMessages.notFound,
} as const;
