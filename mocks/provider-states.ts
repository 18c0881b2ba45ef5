import { Role } from '@contracts/enums';
import { issueTokens } from './core/tokens';
import { demoAccount, type DemoAccountKey } from './demo-accounts';
import { userByUsername } from './db/queries';
import type { Db, UserRow } from './db/schema';
import { createUser } from './rules/accounts';

/**
 * Provider states for the Pact verification (POST /__mock/state, see handlers/mock-state.ts).
 * Each state starts from a freshly reset demo database, may change it, and returns values
 * the verifier can inject (Pact `fromProviderState`) — typically the acting user's ids and
 * a valid access token, which a verifier's requestFilter puts in the Authorization header.
 *
 * Add a state: one entry, named as the consumer test's `given(...)` names it.
 */
export type ProviderStateParams = Record<string, unknown>;
export type ProviderStateResult = Record<string, string | number | boolean | null>;
export type ProviderStateSetup = (db: Db, params: ProviderStateParams) => Promise<ProviderStateResult> | ProviderStateResult;

/** The acting user's identity and a fresh token pair. */
export async function actingAs(user: UserRow): Promise<ProviderStateResult> {
  const tokens = await issueTokens(user);
  return { userId: user.id, username: user.username, teamId: user.team_id, roleId: user.role_id, ...tokens };
}

const demoUser = (db: Db, key: DemoAccountKey) => {
  const user = userByUsername(db, demoAccount(key).username);
  if (!user) throw new Error(`La semilla no tiene la cuenta de demostración ${key}`);
  return user;
};

const asDemo = (key: DemoAccountKey): ProviderStateSetup => (db) => actingAs(demoUser(db, key));

export const providerStates: Record<string, ProviderStateSetup> = {
  'the demo data is loaded': () => ({}),
  'the user is a system admin': asDemo('systemAdmin'),
  'the user is a client admin': asDemo('clientAdmin'),
  'a team owner with a complete team exists': asDemo('ownerCompleteTeam'),
  'a team owner with an incomplete team exists': asDemo('ownerIncompleteTeam'),
  'a team owner with an unpaid registration exists': asDemo('ownerUnpaidTeam'),
  'a team owner without a team exists': asDemo('ownerWithoutTeam'),
  'a team member exists': asDemo('teamMember'),
  'a registered user who has not activated the account exists': asDemo('registeredUser'),
  /** params.username (default 'pescador.ocupado') is taken by an existing account. */
  'the username is already taken': (db, params) => {
    const username = typeof params.username === 'string' ? params.username : 'pescador.ocupado';
    if (!userByUsername(db, username)) {
      createUser(db, { username, password: 'Demo2026!', role_id: Role.TeamOwner, status: 'registered' }, null);
    }
    return { username };
  },
};

export class UnknownProviderStateError extends Error {}

/** Runs a named state's setup on the given (already reset) database. */
export async function applyProviderState(db: Db, state: string, params: ProviderStateParams = {}): Promise<ProviderStateResult> {
  const setup = providerStates[state];
  if (!setup) throw new UnknownProviderStateError(state);
  return setup(db, params);
}
