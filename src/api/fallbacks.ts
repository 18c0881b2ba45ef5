import type { EndpointId } from '@contracts/index';

/**
 * SPEC §8 authentication fallbacks: the message used when a call fails without a server
 * message or throws unexpectedly (answered as status 500).
 */
export const fallbackMessages: Partial<Record<EndpointId, string>> = {
  'auth.login': 'Error al iniciar sesión',
  'auth.refreshToken': 'Error al refrescar la sesión',
  'auth.register': 'Error al registrar usuario',
  'auth.activate': 'Error al activar cuenta',
};

export const genericFallback = 'Error inesperado. Intente nuevamente.';

/** The message for a failed call of `endpoint` that brought none of its own. */
export const fallbackFor = (endpoint: { id: string }): string =>
  (fallbackMessages as Readonly<Record<string, string | undefined>>)[endpoint.id] ?? genericFallback;
