import { teamsApiMessages } from '@contracts/teams-messages';
/** SPEC §8 texts of the admin team detail. */
export const teamAdminMessages = {
  notFound: teamsApiMessages.notFound,
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

/** SPEC §8 texts of the team list, the admin's team creation and edition. */
export const teamFormMessages = {
  listLoadError: 'Error al cargar los equipos, intente nuevamente.',
  created: teamsApiMessages.created,
  createError: 'Error al crear el equipo',
  createRetryError: 'Error al crear el equipo, intente nuevamente',
  ownersLoadError: 'No se pudieron cargar las cuentas de dueños de equipo',
  initialDataError: 'Error al cargar los datos iniciales',
  updated: teamsApiMessages.updated,
  updateError: 'Error al actualizar el equipo, intente nuevamente',
  categoryError: 'Hubo un error al actualizar la categoría del equipo.',
  familyError: 'Error al actualizar categoría familia',
  loadTeamError: 'Error al obtener el equipo',
} as const;
