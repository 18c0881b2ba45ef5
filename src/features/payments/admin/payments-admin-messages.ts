/** SPEC §8 texts of the admins' payment screens. */
export const paymentsAdminMessages = {
  actionDone: 'Acción realizada correctamente',
  actionError: 'Error al procesar la acción, intente nuevamente.',
  loadPaymentsError: 'Error al cargar los pagos, intente nuevamente.',
  loadTransfersError: 'Error al cargar las transferencias, intente nuevamente.',
  loadPaymentError: 'Error al cargar el pago, intente nuevamente.',
  paymentNotFound: 'Pago no encontrado',
  chooseAction: 'Debe seleccionar una acción',
} as const;
