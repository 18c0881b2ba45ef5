import { usersApiMessages } from '@contracts/users-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the users screens. */
export const userMessages = {
  created: usersApiMessages.created,
  createError: failureMessages.users.create,
  /** SPEC §8 lists both spellings; the user log's reset uses this one. */
  resetError: failureMessages.users.resetOwnPassword,
  ownResetDone: 'Se ha restablecido tu contraseña',
  ownResetError: failureMessages.users.resetPassword,
  listLoadError: failureMessages.users.list,
  logLoadError: failureMessages.users.log,
  noLog: 'No se encontraron registros para este usuario',
  userNotFound: usersApiMessages.notFound,
} as const;
