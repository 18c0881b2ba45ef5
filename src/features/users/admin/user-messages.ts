import { usersApiMessages } from '@contracts/users-messages';
/** SPEC §8 texts of the users screens. */
export const userMessages = {
  created: usersApiMessages.created,
  createError: 'Error al crear el usuario, intente nuevamente',
  /** SPEC §8 lists both spellings; the user log's reset uses this one. */
  resetError: 'Error al reestablecer la contraseña',
  ownResetDone: 'Se ha restablecido tu contraseña',
  ownResetError: 'Error al restablecer la contraseña',
  listLoadError: 'Error al cargar los usuarios',
  logLoadError: 'Error al cargar el registro del usuario',
  noLog: 'No se encontraron registros para este usuario',
  userNotFound: usersApiMessages.notFound,
} as const;
