import { formMessages } from '@contracts/messages';

/** SPEC §8 texts of the admins' boat screens (the owner's screen has its own, 'intente nuevamente' ones). */
export const boatsAdminMessages = {
  created: '¡Embarcación creada!',
  updated: '¡Embarcación actualizada!',
  createError: 'Error al crear la embarcación',
  updateError: 'Error al actualizar la embarcación',
  loadError: 'Error al cargar los datos de la embarcación',
  listLoadError: 'Error al cargar las embarcaciones',
  teamNotFound: 'Error: ID de equipo no encontrado',
  boatNotFound: 'Error: ID de embarcación no encontrado',
  teamLoadError: 'Error al cargar los datos del equipo',
  noChanges: formMessages.noChanges,
} as const;
