import { formMessages } from '@contracts/messages';
import { boatsApiMessages } from '@contracts/boats-messages';

/** SPEC §5, §8 texts of the boat screen. */
export const boatMessages = {
  created: boatsApiMessages.created,
  updated: boatsApiMessages.updated,
  createError: 'Error al crear la embarcación, intente nuevamente',
  updateError: 'Error al actualizar la embarcación, intente nuevamente',
  loadError: 'Error al cargar los datos de la embarcación',
  noChanges: formMessages.noChanges,
  memberEmpty: 'Tu equipo todavía no registró una embarcación',
} as const;
