/**
 * Compile-time tests of the query adapter (decision 0017), checked by `npx tsc -p .` (the
 * first step of `npm test`): each `@ts-expect-error` line must stay an error, or tsc fails
 * with "Unused '@ts-expect-error' directive". The function is never called.
 */
import { expectTypeOf } from 'vitest';
import { boatsEndpoints } from '@contracts/boats';
import type { Member } from '@contracts/entities/members';
import type { Team, TeamListRow } from '@contracts/entities/teams';
import { membersEndpoints } from '@contracts/members';
import { teamsEndpoints } from '@contracts/teams';
import { api } from '@/api';
import type { ApiError } from '@/api/api-error';
import { useEndpointMutation } from '@/api/mutation';
import { endpointQuery, useEndpointQuery } from '@/api/query';
import { useOwnTeam, useTeamList } from '@/lib/team/team-readings';

export function adapterTypes() {
  // Reads: a declared path parameter is required, and typed.
  // @ts-expect-error GET /team_members/{id} without its id
  endpointQuery(membersEndpoints.get);
  // @ts-expect-error the hook, likewise
  useEndpointQuery(membersEndpoints.get);
  // @ts-expect-error an input without the params
  useEndpointQuery(membersEndpoints.get, {});
  // @ts-expect-error extras in the input's place do not stand in for the params
  useEndpointQuery(membersEndpoints.get, { enabled: true });
  // @ts-expect-error the id is a number or a numeric string, not an object
  endpointQuery(membersEndpoints.get, { params: { id: { id: 1 } } });
  // @ts-expect-error params the endpoint does not declare
  endpointQuery(membersEndpoints.list, { params: { id: 1 } });
  // @ts-expect-error a required query parameter (?competition_id= of GET /teams/accepted)
  endpointQuery(teamsEndpoints.listAccepted);
  // @ts-expect-error the admin team detail needs its id even though its query is optional
  useEndpointQuery(teamsEndpoints.getDetail, { query: { competition_id: 1 } });
  endpointQuery(membersEndpoints.list);
  endpointQuery(membersEndpoints.get, { params: { id: 3 } });
  endpointQuery(teamsEndpoints.listAccepted, { query: { competition_id: 1 } });
  useEndpointQuery(teamsEndpoints.getDetail, { params: { id: 2 } }, { enabled: false });

  // What a read gives: the contract's type, and an ApiError.
  const member = useEndpointQuery(membersEndpoints.get, { params: { id: 3 } });
  expectTypeOf(member.data).toEqualTypeOf<Member | undefined>();
  expectTypeOf(member.error).toEqualTypeOf<ApiError | null>();
  expectTypeOf(endpointQuery(membersEndpoints.list).queryFn).not.toBeUndefined();

  // GET /teams read as the own team or as a list, never as the union.
  expectTypeOf(useOwnTeam().data).toEqualTypeOf<Team | undefined>();
  expectTypeOf(useTeamList().data).toEqualTypeOf<TeamListRow[] | undefined>();

  // Writes: the body and the params are required.
  const updateTeam = useEndpointMutation(teamsEndpoints.updateOwn);
  // @ts-expect-error PATCH /teams without a body
  void updateTeam.call();
  // @ts-expect-error a body with a field the contract does not know
  void updateTeam.call({ body: { nombre: 'Los Dorados' } });
  void updateTeam.call({ body: { name: 'Los Dorados' } });
  const updateBoat = useEndpointMutation(boatsEndpoints.update);
  // @ts-expect-error PATCH /boats/{id} without the id
  void updateBoat.call({ body: { name: 'La Sirena' } });
  void updateBoat.call({ params: { id: 1 }, body: { name: 'La Sirena' } });

  // @ts-expect-error the client itself requires a required query parameter
  void api.call(teamsEndpoints.listAccepted);
}
