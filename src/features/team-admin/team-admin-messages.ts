/** SPEC §8 texts of the admin team detail. */
export const teamAdminMessages = {
  notFound: 'No se encontró el equipo.',
  loadError: 'Error al cargar los datos del equipo',
  noTransferPrices: 'No hay precios de transferencia disponibles',
  noCashPrices: 'No hay precios en efectivo disponibles',
  pricesError: 'Error al cargar los precios disponibles',
  paymentError: 'Error al registrar el pago',
  exemptError: 'Error al realizar la exención de pago',
  removeExemptionError: 'Error al cancelar la exención de pago',
  paymentRecorded: 'Pago registrado correctamente',
  exempted: 'Equipo eximido del pago',
  exemptionRemoved: 'Exención de pago cancelada',
} as const;
