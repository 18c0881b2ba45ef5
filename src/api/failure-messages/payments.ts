export const payments = {
  list: 'Error al cargar los pagos, intentá de nuevo.',
  transfers: 'Error al cargar las transferencias, intentá de nuevo.',
  detail: 'Error al cargar el pago, intentá de nuevo.',
  /** Transfer and cash variants alike (SPEC §8). */
  record: 'Error al registrar el pago',
  createTransfer: 'Error al crear el pago de transferencia',
  decision: 'Error al procesar la acción, intente nuevamente.',
  cardLink: 'Error al obtener el enlace de pago del proveedor de tarjetas',
  checkStatus: 'Error al verificar el estado del pago',
  connect: 'Error al conectar con el servidor',
} as const;
