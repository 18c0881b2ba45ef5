/**
 * What the API says when signing in or renewing a session.
 * The declarations in auth.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const authApiMessages = {
  badCredentials: 'Usuario o contraseña incorrectos',
  refreshInvalid: 'Token de refresco inválido o expirado',
  /** A refresh token issued before a password reset or a deactivation (OWASP ASVS 3.3.3; docs/decisions/0035). */
  refreshRevoked: 'La sesión se cerró porque se restableció la contraseña o se desactivó la cuenta. Iniciá sesión de nuevo.',
} as const;
