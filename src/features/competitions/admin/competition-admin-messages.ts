import { formMessages } from '@contracts/messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the competition and price management screens, exactly as quoted. */
export const competitionAdminMessages = {
  notFound: competitionsApiMessages.notFound,
  noCurrent: competitionsApiMessages.noneSelected,
  loadError: failureMessages.competitions.detail,
  teamsLoadError: failureMessages.teams.list,
  createError: failureMessages.competitions.create,
  created: competitionsApiMessages.created,
  updated: competitionsApiMessages.updated,
  updateError: failureMessages.competitions.update,
  noChanges: formMessages.priceNoChanges,
  priceCreated: competitionsApiMessages.priceCreated,
  priceUpdated: competitionsApiMessages.priceUpdated,
  priceLoadError: failureMessages.competitions.price,
  priceUpdateError: failureMessages.competitions.updatePrice,
  priceCreateError: failureMessages.competitions.addPrice,
  priceDeleteError: failureMessages.competitions.deletePrice,
  priceDeleted: competitionsApiMessages.priceDeleted,
  retry: failureMessages.competitions.connection,
} as const;

/** SPEC §3 payment types as the admin reads them. */
export const paymentTypeLabels = {
  mercadopago: 'Tarjeta (Mercado Pago)',
  transfer: 'Transferencia',
  cash: 'Efectivo',
} as const;
