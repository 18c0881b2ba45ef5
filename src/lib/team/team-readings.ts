import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestInput, ResponseData } from '@contracts/core/endpoint';
import type { Team, TeamListRow } from '@contracts/entities/teams';
import { teamsEndpoints } from '@contracts/teams';
import { ApiError } from '@/api/api-error';
import { genericFallback } from '@/api/fallbacks';
import { endpointKey, requestEndpoint, type EndpointQueryExtras } from '@/api/query';

/**
 * GET /teams has two readings (SPEC §7): a team account gets its own team (an object), an
 * admin the team list of a competition (an array). Each reading is its own typed query, so
 * no screen narrows with Array.isArray; the other shape answered is a failed read, shown
 * like any other ('Error inesperado', with 'Reintentar').
 */
type TeamsAnswer = ResponseData<typeof teamsEndpoints.getOwnOrList>;
type TeamsInput = RequestInput<typeof teamsEndpoints.getOwnOrList>;

const otherReading = () =>
  new ApiError({ ok: false, statusCode: 500, statusText: 'Respuesta inesperada', message: genericFallback, data: null });

function teamsReading<T>(reading: 'own' | 'list', input: TeamsInput, pick: (answer: TeamsAnswer) => T | null) {
  return queryOptions<T, ApiError, T, readonly unknown[]>({
    // Under the endpoint's key, so invalidating GET /teams reaches both readings.
    queryKey: [...endpointKey(teamsEndpoints.getOwnOrList, input), reading],
    queryFn: async ({ signal }) => {
      const picked = pick((await requestEndpoint(teamsEndpoints.getOwnOrList, input, { signal })).data);
      if (picked === null) throw otherReading();
      return picked;
    },
  });
}

/** The signed-in team account's own team. */
export const ownTeamQuery = () => teamsReading<Team>('own', {}, (answer) => (Array.isArray(answer) ? null : answer));

/** An admin's team list of a competition (the current one when none is named). */
export const teamListQuery = (query: NonNullable<TeamsInput['query']> = {}) =>
  teamsReading<TeamListRow[]>('list', { query }, (answer) => (Array.isArray(answer) ? answer : null));

export const useOwnTeam = (extras: EndpointQueryExtras = {}) => useQuery({ ...ownTeamQuery(), ...extras });

export const useTeamList = (query: NonNullable<TeamsInput['query']> = {}, extras: EndpointQueryExtras = {}) =>
  useQuery({ ...teamListQuery(query), ...extras });
