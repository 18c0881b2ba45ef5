/** SPEC §8 texts of the competition and price management screens, exactly as quoted. */
export const competitionAdminMessages = {
  notFound: 'No se encontró la competencia.',
  noCurrent: 'No hay una competencia seleccionada.',
  loadError: 'Error al cargar la competencia, intente nuevamente.',
  teamsLoadError: 'Error al cargar los equipos, intente nuevamente.',
  createError: 'Error al crear la competencia',
  created: 'Competencia creada',
  updated: 'Competencia actualizada',
  updateError: 'Error al actualizar la competencia',
  noChanges: 'No se han modificado los datos',
  priceCreated: 'Precio creado',
  priceUpdated: 'Precio actualizado correctamente',
  priceLoadError: 'Error al obtener el precio',
  priceUpdateError: 'Error al actualizar el precio',
  priceCreateError: 'Error al agregar el precio',
  priceDeleteError: 'Error al eliminar el precio',
  priceDeleted: 'Precio eliminado',
  retry: 'Error de conexión, intente nuevamente.',
} as const;

/** SPEC §3 payment types as the admin reads them. */
export const paymentTypeLabels = {
  mercadopago: 'Tarjeta (Mercado Pago)',
  transfer: 'Transferencia',
  cash: 'Efectivo',
} as const;
