import type { AnyEndpoint } from './core/endpoint';
import { authEndpoints } from './auth';

/**
 * The registry of every call (SPEC §7 / endpoints.txt). The OpenAPI script, the mock
 * backend's completeness test and the Pact coverage check iterate over it.
 */
export const endpoints = {
  ...authEndpoints,
} as const satisfies Record<string, AnyEndpoint>;

export type EndpointName = keyof typeof endpoints;
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints);
