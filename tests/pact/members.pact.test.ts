import { describe, it } from 'vitest';
import type { MemberInput } from '@contracts/entities/members';
import { membersEndpoints } from '@contracts/members';
import { toMember } from '@mocks/db/mappers/people';
import { teamById } from '@mocks/db/queries';
import type { Db, TeamMemberRow } from '@mocks/db/schema';
import { currentCompetitionOf, idOf, signedInUser, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const newMember: MemberInput = {
  dni: '31222333',
  first_name: 'Lucía',
  last_name: 'Ferreyra',
  licence_number: 'PNA-730112',
  primary_phone_number: '3415557788',
  email: 'lucia.ferreyra@example.com',
  birth_date: '1992-07-21',
  gender: 'F',
  blood_type: 'O+',
  is_helmsman: true,
  member_category: 'vip',
};

/** What a create answers: the new membership, the generated credentials and the names. */
const created = () => ({
  id: 250,
  user: { id: 400, username: 'lucia.ferreyra', password: 'Kq7mPz2xWn' },
  personal_info: { first_name: newMember.first_name, last_name: newMember.last_name },
});

const toParticipant = (db: Db, membership: TeamMemberRow) => ({
  ...toMember(db, membership),
  team_id: membership.team_id,
  team_name: teamById(db, membership.team_id)!.name,
});

const memberByUserId = (state: StateExamples) =>
  toMember(state.db, state.db.teamMembers.find((m) => m.user_id === idOf(state, 'memberUserId'))!);

describe('Pact: team members', () => {
  it('adds a member to the own team and answers the generated credentials', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.register,
      description: 'a team owner of a team of two adds a helmsman with a licence',
      state: 'a team owner with an incomplete team exists',
      body: newMember,
      respond: { example: created },
    });
  });

  it('refuses a helmsman without a licence with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.register,
      description: 'a team owner adds a helmsman without a licence',
      state: 'a team owner with an incomplete team exists',
      body: { ...newMember, licence_number: null },
      respond: { status: 400 },
    });
  });

  it.each([
    ['DNI_IN_USE', { dni: newMember.dni }, 'Este DNI ya está en uso.'],
    ['EMAIL_IN_USE', { email: newMember.email! }, 'Este correo electrónico ya está en uso.'],
    ['LICENSE_NUMBER_IN_USE', { licence_number: newMember.licence_number! }, 'Este número de licencia ya está en uso.'],
  ] as const)('refuses a member with personal data of another account: 409 %s', async (errorCode, taken, message) => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.register,
      description: `a team owner adds a member whose ${Object.keys(taken)[0]} belongs to another account`,
      state: 'a team owner with an incomplete team exists and another account uses the given personal data',
      stateParams: taken,
      body: newMember,
      respond: { status: 409, errorCode, message },
    });
  });

  it('adds a member to a team (admins)', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.registerAdmin,
      description: 'a client admin adds a member to a team of two',
      state: 'a client admin is signed in and an incomplete team exists',
      body: { ...newMember, team_id: fromState('teamId'), role_id: 4 },
      respond: { example: created },
    });
  });

  it('refuses a licence another account has when an admin adds a member: 409 LICENSE_NUMBER_IN_USE', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.registerAdmin,
      description: 'a client admin adds a helmsman whose licence belongs to another account',
      state: 'a client admin is signed in, an incomplete team exists and another account uses the given personal data',
      stateParams: { licence_number: newMember.licence_number! },
      body: { ...newMember, team_id: fromState('teamId'), role_id: 4 },
      respond: { status: 409, errorCode: 'LICENSE_NUMBER_IN_USE', message: 'Este número de licencia ya está en uso.' },
    });
  });

  it('refuses an admin add to a full team with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.registerAdmin,
      description: 'a client admin adds a member to a team of three',
      state: 'a client admin is signed in and a complete team exists',
      body: { ...newMember, team_id: fromState('teamId'), role_id: 3 },
      respond: { status: 422, message: 'El equipo ya tiene 3 miembros' },
    });
  });

  it('answers 404 in Spanish when an admin adds a member to a team that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.registerAdmin,
      description: 'a client admin adds a member to a team that does not exist',
      state: 'the user is a client admin',
      body: { ...newMember, team_id: UNKNOWN_ID, role_id: 4 },
      respond: { status: 404, message: 'No se encontró el equipo.' },
    });
  });

  it('leaves the team (invited member)', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.leaveTeam,
      description: 'a team member leaves the team',
      state: 'a team member exists',
      respond: { example: () => null },
    });
  });

  it("lists the own team's members", async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.list,
      description: 'a team owner lists the members of the own team',
      state: 'a team owner with a complete team exists',
      respond: {
        example: (state) => {
          const teamId = signedInUser(state).team_id;
          return state.db.teamMembers.filter((m) => m.team_id === teamId).map((m) => toParticipant(state.db, m));
        },
      },
    });
  });

  it('lists the participants of a competition (admins)', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.list,
      description: 'a client admin lists the participants of the current competition',
      state: 'a client admin is signed in and a complete team exists',
      query: { competition_id: fromState('competitionId') },
      respond: {
        example: (state) => {
          const competitionId = currentCompetitionOf(state).id;
          const registered = new Set(state.db.teamCompetitions.filter((tc) => tc.competition_id === competitionId).map((tc) => tc.team_id));
          return state.db.teamMembers.filter((m) => registered.has(m.team_id)).map((m) => toParticipant(state.db, m));
        },
      },
    });
  });

  it('reads a member by user id', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.get,
      description: "a client admin reads a member of a complete team",
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('memberUserId') },
      respond: { example: memberByUserId },
    });
  });

  it('reads the own data before activating (a member the owner added)', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.get,
      description: 'a member who has not activated the account reads the data the owner entered',
      state: 'a member added by the owner has not activated the account',
      params: { id: fromState('memberUserId') },
      respond: { example: memberByUserId },
    });
  });

  it('answers 404 in Spanish for a member that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.get,
      description: 'a client admin reads a member that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it("edits a member's phone number", async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.update,
      description: "a client admin changes a member's phone number",
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('memberUserId') },
      body: { primary_phone_number: '3415550000' },
      respond: { example: memberByUserId },
    });
  });

  it('removes a member from a team (admins)', async () => {
    await verifyCall(pact, {
      endpoint: membersEndpoints.delete,
      description: 'a client admin removes the invited member of a team of two',
      state: 'a client admin is signed in and an incomplete team exists',
      params: { id: fromState('memberUserId') },
      respond: { example: () => null },
    });
  });
});
