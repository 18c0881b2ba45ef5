import type { EndpointId } from '@contracts/index';
import { auth } from './failure-messages/auth';
import { generic } from './failure-messages/generic';

/**
 * SPEC §8 authentication fallbacks: the message used when a call fails without a server
 * message or throws unexpectedly (answered as status 500).
 */
export const fallbackMessages: Partial<Record<EndpointId, string>> = {
  'auth.login': auth.login,
  'auth.refreshToken': auth.refresh,
  'auth.register': auth.register,
  'auth.activate': auth.activate,
};

export const genericFallback = generic;

/** The message for a failed call of `endpoint` that brought none of its own. */
export const fallbackFor = (endpoint: { id: string }): string =>
  (fallbackMessages as Readonly<Record<string, string | undefined>>)[endpoint.id] ?? genericFallback;
