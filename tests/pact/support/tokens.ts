import { injected } from './from-state';

/**
 * Example tokens. They are never valid anywhere: on the provider side the Authorization
 * header is generated from the provider state's `accessToken` (Pact "fromProviderState"),
 * so each interaction runs as the user its state signs in.
 */
export const ACCESS_TOKEN_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9.ejemplo-de-acceso.firma';
export const EXPIRED_TOKEN_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9.ejemplo-vencido.firma';
export const REFRESH_TOKEN_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9.ejemplo-de-refresco.firma';

/**
 * `Authorization: Bearer …`: the exact example on the consumer side (equality, not type,
 * so a call with the expired example and its retry with the fresh one reach different
 * interactions), `Bearer ${accessToken}` from the provider state on the provider side.
 */
export const bearer = (example: string = ACCESS_TOKEN_EXAMPLE) => injected('Bearer ${accessToken}', `Bearer ${example}`);
