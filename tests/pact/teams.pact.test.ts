import { describe, it } from 'vitest';
import { teamsEndpoints } from '@contracts/teams';
import { boatOf } from '@mocks/db/queries';
import { toAcceptedTeam, toRosterTeam, toTeam, toTeamDetail, toTeamListRows, toTeamProgress } from '@mocks/db/mappers/teams';
import { currentCompetitionOf, idOf, teamOf, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { ACCESS_TOKEN_EXAMPLE, REFRESH_TOKEN_EXAMPLE } from './support/tokens';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const teamExample = (state: StateExamples) => toTeam(state.db, teamOf(state));

const teamProgress = (state: StateExamples) => toTeamProgress(state.db, teamOf(state), currentCompetitionOf(state).id);

describe('Pact: teams', () => {
  it('creates the own team and answers tokens that carry the team', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.create,
      description: 'a team owner without a team creates one',
      state: 'a team owner without a team and a fishing club exist',
      body: { name: 'Los Dorados del Paraná', institution_id: fromState('institutionId') },
      respond: { example: () => ({ accessToken: ACCESS_TOKEN_EXAMPLE, refreshToken: REFRESH_TOKEN_EXAMPLE }) },
    });
  });

  it('refuses a team without a name with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.create,
      description: 'a team owner creates a team with an empty name',
      state: 'a team owner without a team and a fishing club exist',
      body: { name: '', institution_id: fromState('institutionId') },
      respond: { status: 400 },
    });
  });

  it('refuses a fishing club that does not exist with 404 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.create,
      description: 'a team owner creates a team in a fishing club that does not exist',
      state: 'a team owner without a team exists',
      body: { name: 'Los Dorados del Paraná', institution_id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  describe('an admin creates a team for an owner account', () => {
    const state = 'a client admin is signed in and a team owner without a team and a fishing club exist';
    const team = { name: 'Los Dorados del Paraná', institution_id: fromState('institutionId') };

    it('creates the team and answers it', async () => {
      await verifyCall(pact, {
        endpoint: teamsEndpoints.createForOwner,
        description: 'a client admin creates a team for an owner account without a team',
        state,
        body: { ...team, owner_id: fromState('ownerId') },
        // A new team has no boat yet: any seeded team without one reads the same way.
        respond: { example: ({ db }) => toTeam(db, db.teams.find((t) => !boatOf(db, t.id))!) },
      });
    });

    it('refuses a fishing club that does not exist with 404 in Spanish', async () => {
      await verifyCall(pact, {
        endpoint: teamsEndpoints.createForOwner,
        description: 'a client admin creates a team in a fishing club that does not exist',
        state,
        body: { ...team, institution_id: UNKNOWN_ID, owner_id: fromState('ownerId') },
        respond: { status: 404 },
      });
    });

    it('refuses an account that already has a team with 409 in Spanish', async () => {
      await verifyCall(pact, {
        endpoint: teamsEndpoints.createForOwner,
        description: 'a client admin creates a team for an owner account that already has one',
        state,
        body: { ...team, owner_id: fromState('ownerWithTeamId') },
        respond: { status: 409 },
      });
    });

    it('refuses an account without the owner role with 422 in Spanish', async () => {
      await verifyCall(pact, {
        endpoint: teamsEndpoints.createForOwner,
        description: 'a client admin creates a team for an account without the owner role',
        state,
        body: { ...team, owner_id: fromState('userId') },
        respond: { status: 422 },
      });
    });

    it('refuses a team without a name with 400 in Spanish', async () => {
      await verifyCall(pact, {
        endpoint: teamsEndpoints.createForOwner,
        description: 'a client admin creates a team with an empty name for an owner account',
        state,
        body: { ...team, name: '', owner_id: fromState('ownerId') },
        respond: { status: 400 },
      });
    });
  });

  it('reads the own team (owner and members)', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.getOwnOrList,
      description: 'a team owner reads the own team',
      state: 'a team owner with a complete team exists',
      respond: { example: teamExample },
    });
  });

  it("lists the teams of a competition (admins)", async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.getOwnOrList,
      description: 'a client admin lists the teams of the current competition',
      state: 'a client admin is signed in and a complete team exists',
      query: { competition_id: fromState('competitionId') },
      respond: { example: (state) => toTeamListRows(state.db, state.db.teams, idOf(state, 'competitionId')) },
    });
  });

  it('edits the own team', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.updateOwn,
      description: 'a team owner renames the own team',
      state: 'a team owner with a complete team exists',
      body: { name: 'Los Surubíes de San Pedro' },
      respond: { example: teamExample },
    });
  });

  it('deletes the own unpaid team', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.deleteOwn,
      description: 'a team owner deletes the own unpaid team',
      state: 'a team owner with an incomplete team exists',
      respond: { example: () => null },
    });
  });

  it('turns the family category of the own team on', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.setOwnFamily,
      description: 'a team owner of a team of three turns the family category on',
      state: 'a team owner with a complete team exists',
      body: { is_family: true },
      respond: { example: teamExample },
    });
  });

  it("reads a team's detail with its registration and payments (admins)", async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.getDetail,
      description: "a client admin reads a paid team's detail for the current competition",
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('teamId') },
      query: { competition_id: fromState('competitionId') },
      respond: { example: (state) => toTeamDetail(state.db, teamOf(state), idOf(state, 'competitionId')) },
    });
  });

  it('answers 404 in Spanish for a team that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.getDetail,
      description: 'a client admin reads the detail of a team that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('edits a team (admins)', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.update,
      description: 'a client admin renames a team',
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('teamId') },
      body: { name: 'Los Patíes del Delta' },
      respond: { example: teamExample },
    });
  });

  it('refuses to edit a team that does not exist with 404 in Spanish (admins)', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.update,
      description: 'a client admin renames a team that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      body: { name: 'Los Patíes del Delta' },
      respond: { status: 404 },
    });
  });

  it("refuses the family category of a team without exactly 3 members with 422 in Spanish (admins)", async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.setFamily,
      description: 'a client admin turns the family category of a team of two on',
      state: 'a client admin is signed in and an incomplete team exists',
      params: { id: fromState('teamId') },
      body: { is_family: true },
      respond: { status: 422 },
    });
  });

  it("sets a team's family category (admins)", async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.setFamily,
      description: 'a client admin turns the family category of a team of three on',
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('teamId') },
      body: { is_family: true },
      respond: { example: teamExample },
    });
  });

  it('reads what the own team still lacks', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.getProgress,
      description: 'a team owner with a complete team reads the team progress',
      state: 'a team owner with a complete team exists',
      respond: { example: teamProgress },
    });
  });

  it('lists the teams accepted in a competition with their members', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.listAccepted,
      description: 'a client admin lists the teams accepted in the finished competition',
      state: 'a finished competition with results exists',
      query: { competition_id: fromState('competitionId') },
      respond: {
        example: (state) => {
          const competitionId = idOf(state, 'competitionId');
          return state.db.teamCompetitions
            .filter((tc) => tc.competition_id === competitionId && tc.status === 'accepted')
            .map((tc) => toAcceptedTeam(state.db, state.db.teams.find((t) => t.id === tc.team_id)!, competitionId));
        },
      },
    });
  });

  it("reads the control desk's roster of a competition's accepted teams (issue 23)", async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.getRoster,
      description: 'a client admin reads the roster of the finished competition',
      state: 'a finished competition with results exists',
      query: { competition_id: fromState('competitionId') },
      respond: {
        example: (state) => {
          const competitionId = idOf(state, 'competitionId');
          return state.db.teamCompetitions
            .filter((tc) => tc.competition_id === competitionId && tc.status === 'accepted')
            .map((tc) => toRosterTeam(state.db, state.db.teams.find((t) => t.id === tc.team_id)!, tc));
        },
      },
    });
  });

  it('refuses a competition id that is not a number with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: teamsEndpoints.listAccepted,
      description: 'a client admin lists the accepted teams with a competition id that is not a number',
      state: 'the user is a client admin',
      query: { competition_id: 'abc' as unknown as number },
      respond: { status: 400 },
    });
  });
});
