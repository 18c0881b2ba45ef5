import type { AnyEndpoint } from './core/endpoint';
import { authEndpoints } from './auth';
import { boatsEndpoints } from './boats';
import { competitionsEndpoints } from './competitions';
import { helpDeskEndpoints } from './help-desk';
import { institutionsEndpoints } from './institutions';
import { membersEndpoints } from './members';
import { notificationsEndpoints } from './notifications';
import { paymentsEndpoints } from './payments';
import { resultsEndpoints } from './results';
import { teamCompetitionsEndpoints } from './team-competitions';
import { teamsEndpoints } from './teams';
import { usersEndpoints } from './users';

/**
 * The registry of every call (SPEC §7 / endpoints.txt, plus the few marked
 * `definedByProject`). The OpenAPI script, the mock backend's completeness test and the
 * Pact coverage check iterate over it. Keys are stable names: rename nothing once used.
 */
export const endpoints = {
  ...authEndpoints,
  ...usersEndpoints,
  ...teamsEndpoints,
  ...institutionsEndpoints,
  ...competitionsEndpoints,
  ...resultsEndpoints,
  ...teamCompetitionsEndpoints,
  ...paymentsEndpoints,
  ...membersEndpoints,
  ...boatsEndpoints,
  ...helpDeskEndpoints,
  ...notificationsEndpoints,
} as const satisfies Record<string, AnyEndpoint>;

export type EndpointName = keyof typeof endpoints;
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints);
