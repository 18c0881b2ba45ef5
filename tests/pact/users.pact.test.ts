import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@contracts/auth';
import { usersEndpoints } from '@contracts/users';
import { toPrice } from '@mocks/db/mappers/competitions';
import { toHelpTicket } from '@mocks/db/mappers/misc';
import { toUserListRow, toUserLogEntry } from '@mocks/db/mappers/people';
import { userById } from '@mocks/db/queries';
import { userProgress } from '@mocks/rules/user-progress';
import { memoryTokenStore } from '@/api/token-store';
import { idOf, signedInUser, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { buildCall } from './support/interaction';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { ACCESS_TOKEN_EXAMPLE, EXPIRED_TOKEN_EXAMPLE, REFRESH_TOKEN_EXAMPLE } from './support/tokens';
import { expectNoContractMismatch, expectOutcome, mockServerSettled, pactClient, verifyCall } from './support/verify-call';

const pact = createPact();

const progressOf = (state: StateExamples) => {
  const progress = userProgress(state.db, signedInUser(state));
  return { ...progress, prices: progress.prices.map(toPrice) };
};

const generatedCredentials = (username: string) => () => ({ username, password: 'Kq7mPz2xWn' });

describe('Pact: users', () => {
  it('lists every user for an admin', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.list,
      description: 'a system admin lists the users',
      state: 'the user is a system admin',
      respond: { example: ({ db }) => db.users.map((u) => toUserListRow(db, u)) },
    });
  });

  it('creates a user and answers the generated password', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.create,
      description: 'a system admin creates a client admin',
      state: 'the user is a system admin',
      body: { username: 'nueva.administradora', role_id: 2 },
      respond: { example: generatedCredentials('nueva.administradora') },
    });
  });

  it('refuses a taken username with 409 USERNAME_IN_USE', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.create,
      description: 'a system admin creates a user with a taken username',
      state: 'a system admin is signed in and the username is already taken',
      stateParams: { username: 'pescador.ocupado' },
      body: { username: 'pescador.ocupado', role_id: 2 },
      respond: { status: 409, errorCode: 'USERNAME_IN_USE' },
    });
  });

  it('refuses a client admin giving an admin role with 403 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.create,
      description: 'a client admin creates a client admin',
      state: 'the user is a client admin',
      body: { username: 'otra.administradora', role_id: 2 },
      respond: { status: 403 },
    });
  });

  it('refuses a team member without a team with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.create,
      description: 'a system admin creates a team member without a team',
      state: 'the user is a system admin',
      body: { username: 'miembro.sinequipo', role_id: 4 },
      respond: { status: 400 },
    });
  });

  it('refuses an unknown team with 404 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.create,
      description: 'a system admin creates a team member for a team that does not exist',
      state: 'the user is a system admin',
      body: { username: 'miembro.perdido', role_id: 4, team_id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it("reads the signed-in team owner's registration progress", async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.getProgress,
      description: 'a team owner with a complete team reads the registration progress',
      state: 'a team owner with a complete team exists',
      respond: { example: progressOf },
    });
  });

  it("refreshes an expired access token once and retries the call (401 'Token expirado')", async () => {
    const expired = await buildCall({
      endpoint: usersEndpoints.getProgress,
      description: 'a team owner reads the registration progress with an expired access token',
      state: 'the access token of a team owner has expired',
      caller: { token: EXPIRED_TOKEN_EXAMPLE },
      respond: { status: 401, message: 'Token expirado', exactMessage: true },
    });
    const refresh = await buildCall({
      endpoint: authEndpoints.refreshToken,
      description: "a refresh with the signed-in team owner's refresh token",
      state: 'a team owner with a complete team exists',
      body: { refreshToken: fromState('refreshToken', REFRESH_TOKEN_EXAMPLE) },
      respond: { example: () => ({ accessToken: ACCESS_TOKEN_EXAMPLE }) },
    });
    const retried = await buildCall({
      endpoint: usersEndpoints.getProgress,
      description: 'a team owner with a complete team reads the registration progress',
      state: 'a team owner with a complete team exists',
      respond: { example: progressOf },
    });
    for (const call of [expired, refresh, retried]) pact.addInteraction(call.interaction);

    await pact.executeTest(async (mock) => {
      const tokens = memoryTokenStore(EXPIRED_TOKEN_EXAMPLE, REFRESH_TOKEN_EXAMPLE);
      const { client, mismatches } = pactClient(mock.url, tokens);
      const result = await client.call(usersEndpoints.getProgress);
      // The Pact mock server fails the test unless all three requests arrived in this shape.
      expect(tokens.getAccessToken()).toBe(ACCESS_TOKEN_EXAMPLE);
      expectNoContractMismatch(usersEndpoints.getProgress, result, mismatches, retried.omitted);
      expectOutcome(result, retried.expected);
      await mockServerSettled(pact, mock.port);
    });
  });

  it("lists the signed-in user's own help requests", async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.listOwnHelpTickets,
      description: 'a team owner lists the own help requests',
      state: 'a team owner with help requests exists',
      respond: {
        example: (state) =>
          state.db.helpDeskTickets.filter((t) => t.user_id === idOf(state, 'userId')).map((t) => toHelpTicket(state.db, t)),
      },
    });
  });

  it("resets another user's password", async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.resetPassword,
      description: "a client admin resets a team owner's password",
      state: 'a client admin is signed in and a team owner exists',
      params: { id: fromState('ownerId') },
      respond: { example: (state) => generatedCredentials(userById(state.db, idOf(state, 'ownerId'))!.username)() },
    });
  });

  it('refuses to reset the password of an unknown user with 404 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.resetPassword,
      description: 'a client admin resets the password of a user that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it("resets the admin's own password", async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.resetOwnPassword,
      description: 'a client admin resets the own password',
      state: 'the user is a client admin',
      respond: { example: (state) => generatedCredentials(String(state.values.username))() },
    });
  });

  it("reads a user's activity log", async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.getLog,
      description: "a client admin reads a team owner's activity log",
      state: 'a client admin is signed in and a team owner exists',
      params: { userId: fromState('ownerId') },
      respond: {
        example: (state) => state.db.userLogs.filter((l) => l.user_id === idOf(state, 'ownerId')).map((l) => toUserLogEntry(state.db, l)),
      },
    });
  });

  it('refuses the log of an unknown user with 404 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: usersEndpoints.getLog,
      description: 'a client admin reads the activity log of a user that does not exist',
      state: 'the user is a client admin',
      params: { userId: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });
});
