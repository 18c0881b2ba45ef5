import { Role } from '@contracts/enums';
import { signAccessToken } from './core/jwt';
import { issueTokens } from './core/tokens';
import { demoAccount, type DemoAccountKey } from './demo-accounts';
import { userById, userByUsername } from './db/queries';
import type { Db, PaymentType, UserRow } from './db/schema';
import { createUser } from './rules/accounts';
import { currentCompetition } from './rules/current-competition';
import { validPriceAt } from './rules/pricing';

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
  /** Acting as the client admin; ids of a transfer waiting for confirmation. */
  'a pending transfer exists': async (db) => {
    const transfer = db.transferPayments.find((t) => t.confirmation_status === 'pending');
    const payment = db.payments.find((p) => p.id === transfer?.payment_id);
    const registration = db.teamCompetitions.find((tc) => tc.id === payment?.team_competition_id);
    if (!transfer || !payment || !registration) throw new Error('La semilla no tiene transferencias pendientes');
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), transferId: transfer.id, paymentId: payment.id, teamId: registration.team_id };
  },
  /** Acting as the owner of the unpaid team; the current competition and its valid price of each type. */
  'the current competition has registration open': async (db) => {
    const competition = currentCompetition(db)!;
    const now = new Date();
    const priceId = (type: PaymentType) => validPriceAt(db.competitionPrices, competition.id, type, now)?.id ?? null;
    return {
      ...(await actingAs(demoUser(db, 'ownerUnpaidTeam'))),
      competitionId: competition.id,
      transferPriceId: priceId('transfer'),
      cashPriceId: priceId('cash'),
      cardPriceId: priceId('mercadopago'),
    };
  },
  /** Acting as the client admin; the finished competition with published results. */
  'a finished competition with results exists': async (db) => {
    const finished = db.competitions.find((c) => db.overallResults.some((r) => r.competition_id === c.id))!;
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), competitionId: finished.id };
  },
  /** Acting as the client admin; a help request waiting for an answer. */
  'a pending help ticket exists': async (db) => {
    const ticket = db.helpDeskTickets.find((t) => t.status === 'pending' && t.user_id !== null)!;
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), ticketId: ticket.id };
  },
  /** params.username (default 'pescador.ocupado') is taken by an existing account. */
  'the username is already taken': (db, params) => {
    const username = typeof params.username === 'string' ? params.username : 'pescador.ocupado';
    if (!userByUsername(db, username)) {
      createUser(db, { username, password: 'Demo2026!', role_id: Role.TeamOwner, status: 'registered' }, null);
    }
    return { username };
  },
  /** params.username / params.password: an active team owner who signs in with them. */
  'an active account with the given credentials exists': (db, params) => {
    const username = String(params.username ?? 'pescador.activo');
    const password = String(params.password ?? 'Demo2026!');
    const user = userByUsername(db, username) ?? createUser(db, { username, password, role_id: Role.TeamOwner, status: 'active' }, null);
    Object.assign(user, { password, status: 'active' });
    return { username, password };
  },
  /** params.username is free, so signing up with it works. */
  'no account uses the username': (db, params) => {
    const username = String(params.username ?? '');
    const taken = userByUsername(db, username);
    if (taken) taken.username = `${taken.username}.antes`;
    return { username };
  },
  /** Acting as the registered (not activated) user; another account already has params' dni, email or licence_number. */
  'a registered user exists and another account uses the given personal data': async (db, params) => {
    const other = demoUser(db, 'ownerCompleteTeam');
    const taken = Object.fromEntries(['dni', 'email', 'licence_number'].filter((k) => typeof params[k] === 'string').map((k) => [k, params[k] as string]));
    other.personal_info = { ...other.personal_info!, ...taken };
    return actingAs(demoUser(db, 'registeredUser'));
  },
  /** The complete team's owner, whose access token has expired; the refresh token still works. */
  'the access token of a team owner has expired': async (db) => {
    const user = demoUser(db, 'ownerCompleteTeam');
    const values = await actingAs(user);
    const expired = await signAccessToken({ id: user.id, roleId: user.role_id, status: user.status, username: user.username, teamId: user.team_id }, -60);
    return { ...values, accessToken: expired };
  },
  /** Acting as the system admin; params.username (default 'pescador.ocupado') is taken. */
  'a system admin is signed in and the username is already taken': async (db, params) => {
    const taken = await providerStates['the username is already taken']!(db, params);
    return { ...(await actingAs(demoUser(db, 'systemAdmin'))), username: taken.username ?? null };
  },
  /** Acting as a team owner who has asked for help (resolved and pending requests). */
  'a team owner with help requests exists': async (db) => {
    const ticket = db.helpDeskTickets.find((t) => t.user_id !== null && t.status === 'resolved')!;
    return actingAs(userById(db, ticket.user_id!)!);
  },
  /** Acting as the client admin; ownerId is the complete team's owner (an account with a history). */
  'a client admin is signed in and a team owner exists': async (db) => ({
    ...(await actingAs(demoUser(db, 'clientAdmin'))),
    ownerId: demoUser(db, 'ownerCompleteTeam').id,
  }),
};

export class UnknownProviderStateError extends Error {}

/** Runs a named state's setup on the given (already reset) database. */
export async function applyProviderState(db: Db, state: string, params: ProviderStateParams = {}): Promise<ProviderStateResult> {
  const setup = providerStates[state];
  if (!setup) throw new UnknownProviderStateError(state);
  return setup(db, params);
}
