import { paymentsApiMessages } from '@contracts/payments-messages';
/** SPEC §8 texts of the admins' payment screens. */
export const paymentsAdminMessages = {
  actionDone: paymentsApiMessages.actionDone,
  actionError: 'Error al procesar la acción, intente nuevamente.',
  loadPaymentsError: 'Error al cargar los pagos, intente nuevamente.',
  loadTransfersError: 'Error al cargar las transferencias, intente nuevamente.',
  loadPaymentError: 'Error al cargar el pago, intente nuevamente.',
  paymentNotFound: paymentsApiMessages.notFound,
  chooseAction: 'Debe seleccionar una acción',
} as const;
