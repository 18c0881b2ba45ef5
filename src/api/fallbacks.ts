/**
 * SPEC §8 authentication fallbacks: the message used when a call fails without a server
 * message or throws unexpectedly (answered as status 500).
 */
export const fallbackMessages: Record<string, string> = {
  'auth.login': 'Error al iniciar sesión',
  'auth.refreshToken': 'Error al refrescar la sesión',
  'auth.register': 'Error al registrar usuario',
  'auth.activate': 'Error al activar cuenta',
};

export const genericFallback = 'Error inesperado. Intente nuevamente.';
