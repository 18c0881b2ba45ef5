import { Role } from '@contracts/enums';
import { issueTokens } from './core/tokens';
import { demoAccount, type DemoAccountKey } from './demo-accounts';
import { userByUsername } from './db/queries';
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
};

export class UnknownProviderStateError extends Error {}

/** Runs a named state's setup on the given (already reset) database. */
export async function applyProviderState(db: Db, state: string, params: ProviderStateParams = {}): Promise<ProviderStateResult> {
  const setup = providerStates[state];
  if (!setup) throw new UnknownProviderStateError(state);
  return setup(db, params);
}
