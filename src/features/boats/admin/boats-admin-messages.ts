import { formMessages } from '@contracts/messages';
import { teamsApiMessages } from '@contracts/teams-messages';
import { boatsApiMessages } from '@contracts/boats-messages';

/** SPEC §8 texts of the admins' boat screens (the owner's screen has its own, 'intente nuevamente' ones). */
export const boatsAdminMessages = {
  created: boatsApiMessages.created,
  updated: boatsApiMessages.updated,
  createError: 'Error al crear la embarcación',
  updateError: 'Error al actualizar la embarcación',
  loadError: 'Error al cargar los datos de la embarcación',
  listLoadError: 'Error al cargar las embarcaciones',
  teamNotFound: teamsApiMessages.idNotFound,
  boatNotFound: boatsApiMessages.notFound,
  teamLoadError: 'Error al cargar los datos del equipo',
  noChanges: formMessages.noChanges,
} as const;
