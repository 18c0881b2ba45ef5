import type { AnyEndpoint, Domain } from './core/endpoint';
import { authEndpoints } from './auth';
import { boatsEndpoints } from './boats';
import { competitionsEndpoints } from './competitions';
import { helpDeskEndpoints } from './help-desk';
import { institutionsEndpoints } from './institutions';
import { membersEndpoints } from './members';
import { notificationsEndpoints } from './notifications';
import { paymentsEndpoints } from './payments';
import { resultsEndpoints } from './results';
import { scoringEndpoints } from './scoring';
import { checkInsEndpoints } from './check-ins';
import { catchesEndpoints } from './catches';
import { leaderboardEndpoints } from './leaderboard';
import { teamCompetitionsEndpoints } from './team-competitions';
import { teamsEndpoints } from './teams';
import { usersEndpoints } from './users';

/**
 * The registry of every call (SPEC §7 / endpoints.txt, plus the few marked
 * `definedByProject`), by domain and operation: `endpoints.boats.list` is `boats.list`. The
 * OpenAPI script, the mock backend's completeness test and the Pact coverage check iterate over
 * it. Keys are stable names: rename nothing once used (they are the operation ids).
 */
export const endpoints = {
  auth: authEndpoints,
  users: usersEndpoints,
  teams: teamsEndpoints,
  institutions: institutionsEndpoints,
  competitions: competitionsEndpoints,
  results: resultsEndpoints,
  teamCompetitions: teamCompetitionsEndpoints,
  payments: paymentsEndpoints,
  members: membersEndpoints,
  boats: boatsEndpoints,
  helpDesk: helpDeskEndpoints,
  notifications: notificationsEndpoints,
  scoring: scoringEndpoints,
  checkIns: checkInsEndpoints,
  catches: catchesEndpoints,
  leaderboard: leaderboardEndpoints,
} as const satisfies { [D in Domain]: Record<string, AnyEndpoint & { domain: D }> };

type Registry = typeof endpoints;
/** Every call of the registry. */
export type RegisteredEndpoint = { [D in keyof Registry]: Registry[D][keyof Registry[D]] }[keyof Registry];
/** Every operation id, `domain.operation`: a misspelt id is a compile error where this type is used. */
export type EndpointId = RegisteredEndpoint['id'];
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints).flatMap((domain): AnyEndpoint[] => Object.values(domain));
