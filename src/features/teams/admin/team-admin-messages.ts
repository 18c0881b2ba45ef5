import { teamsApiMessages } from '@contracts/teams-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the admin team detail. */
export const teamAdminMessages = {
  notFound: teamsApiMessages.notFound,
  loadError: failureMessages.teams.detail,
  noTransferPrices: 'No hay precios de transferencia disponibles',
  noCashPrices: 'No hay precios en efectivo disponibles',
  pricesError: failureMessages.teams.prices,
  paymentError: failureMessages.payments.record,
  exemptError: failureMessages.teams.exempt,
  removeExemptionError: failureMessages.teams.removeExemption,
  paymentRecorded: 'Pago registrado correctamente',
  exempted: 'Equipo eximido del pago',
  exemptionRemoved: 'Exención de pago cancelada',
} as const;

/** SPEC §8 texts of the team list, the admin's team creation and edition. */
export const teamFormMessages = {
  listLoadError: failureMessages.teams.list,
  created: teamsApiMessages.created,
  createError: failureMessages.teams.create,
  createRetryError: failureMessages.teams.createRetry,
  ownersLoadError: 'No se pudieron cargar las cuentas de dueños de equipo',
  initialDataError: failureMessages.initialData,
  updated: teamsApiMessages.updated,
  updateError: failureMessages.teams.updateRetry,
  categoryError: failureMessages.teams.category,
  familyError: failureMessages.teams.family,
  loadTeamError: failureMessages.teams.get,
} as const;
