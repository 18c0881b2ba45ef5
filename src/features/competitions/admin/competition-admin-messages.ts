import { formMessages } from '@contracts/messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';
/** SPEC §8 texts of the competition and price management screens, exactly as quoted. */
export const competitionAdminMessages = {
  notFound: competitionsApiMessages.notFound,
  noCurrent: competitionsApiMessages.noneSelected,
  loadError: 'Error al cargar la competencia, intente nuevamente.',
  teamsLoadError: 'Error al cargar los equipos, intente nuevamente.',
  createError: 'Error al crear la competencia',
  created: competitionsApiMessages.created,
  updated: competitionsApiMessages.updated,
  updateError: 'Error al actualizar la competencia',
  noChanges: formMessages.priceNoChanges,
  priceCreated: competitionsApiMessages.priceCreated,
  priceUpdated: competitionsApiMessages.priceUpdated,
  priceLoadError: 'Error al obtener el precio',
  priceUpdateError: 'Error al actualizar el precio',
  priceCreateError: 'Error al agregar el precio',
  priceDeleteError: 'Error al eliminar el precio',
  priceDeleted: competitionsApiMessages.priceDeleted,
  retry: 'Error de conexión, intente nuevamente.',
} as const;

/** SPEC §3 payment types as the admin reads them. */
export const paymentTypeLabels = {
  mercadopago: 'Tarjeta (Mercado Pago)',
  transfer: 'Transferencia',
  cash: 'Efectivo',
} as const;
