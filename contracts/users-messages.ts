/**
 * What the API says about user accounts: refusals and confirmations.
 * The declarations in users.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const usersApiMessages = {
  notFound: 'Usuario no encontrado',
  roleNotAllowed: 'No tenés permiso para asignar ese rol',
  resetNotAllowed: 'No tenés permiso para restablecer la contraseña de este usuario',
  created: '¡Usuario creado!',
} as const;
