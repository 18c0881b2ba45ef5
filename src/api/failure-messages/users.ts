export const users = {
  list: 'Error al cargar los usuarios',
  log: 'Error al cargar el registro del usuario',
  create: 'Error al crear el usuario, intente nuevamente',
  resetPassword: 'Error al restablecer la contraseña',
  /** SPEC §8 spells the own-password reset this way. */
  resetOwnPassword: 'Error al reestablecer la contraseña',
  progress: 'Error al obtener el progreso de usuario, intente nuevamente',
} as const;
