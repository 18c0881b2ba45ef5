import { ruleBroken } from '../core/errors';
import type { Db, TeamCompetitionRow } from '../db/schema';
import type { CardRefundReason } from '@contracts/enums';
import { paymentsApiMessages } from '@contracts/payments-messages';

/**
 * How payments move a team's registration (SPEC §4 'Team in competition'). Payment
 * handlers, exemptions and the card provider all go through these, so the list screens
 * (team list, team detail, competition figures) read one consistent state.
 */

/** The next free team number of a competition: numbers are handed out in payment order. */
export function nextTeamNumber(db: Db, competitionId: number): number {
  const numbers = db.teamCompetitions.filter((tc) => tc.competition_id === competitionId).map((tc) => tc.team_number ?? 0);
  return Math.max(0, ...numbers) + 1;
}

/** Paid: the registration is accepted and keeps (or receives) its team number; its unused card links close. */
export function markRegistrationPaid(db: Db, registration: TeamCompetitionRow, at: string) {
  Object.assign(registration, {
    status: 'accepted',
    payment_status: 'paid',
    team_number: registration.team_number ?? nextTeamNumber(db, registration.competition_id),
    updated_at: at,
  } satisfies Partial<TeamCompetitionRow>);
  closeOpenCardLinks(db, registration, at);
}

/**
 * Paid or exempt: the registration's card links nobody used are closed (decision 0067). A closed
 * link is never handed out again and its checkout refuses it; Mercado Pago's preference behind it
 * is expired by the server after the transaction, so the captain cannot pay it a second time.
 */
export function closeOpenCardLinks(db: Db, registration: TeamCompetitionRow, at: string) {
  for (const attempt of db.paymentAttempts) {
    if (attempt.team_competition_id === registration.id && attempt.payment_id === null && !attempt.closed_at) {
      Object.assign(attempt, { closed_at: at, updated_at: at });
    }
  }
}

/** A payment waits for the provider or for an admin ('Pago en Progreso'). */
export function markRegistrationAwaitingPayment(registration: TeamCompetitionRow, at: string) {
  Object.assign(registration, { status: 'payment_in_progress', payment_status: 'pending', updated_at: at } satisfies Partial<TeamCompetitionRow>);
}

/** The pending payment failed (transfer rejected, card refused): the team must pay again. */
export function markRegistrationUnpaid(registration: TeamCompetitionRow, at: string) {
  Object.assign(registration, { status: 'registered', payment_status: 'unpaid', updated_at: at } satisfies Partial<TeamCompetitionRow>);
}

/** A paid registration whose money went back (refund, charge-back): unpaid again, without its team number. */
export function markRegistrationReopened(registration: TeamCompetitionRow, at: string) {
  Object.assign(registration, { status: 'registered', payment_status: 'unpaid', team_number: null, updated_at: at } satisfies Partial<TeamCompetitionRow>);
}

export const hasPendingPayments = (db: Db, registration: TeamCompetitionRow) =>
  db.payments.some((p) => p.team_competition_id === registration.id && p.status === 'pending');

export const paymentMessages = {
  alreadyPaid: paymentsApiMessages.alreadyPaid,
  pending: paymentsApiMessages.pendingPayments,
  notRegistered: paymentsApiMessages.notRegistered,
} as const;

/**
 * SPEC §4: a transfer or cash payment may be recorded when the registration is
 * 'registered', has no pending payments and its payment status is not pending. A
 * registration already paid or exempt (it can still be 'registered' while awaiting
 * acceptance) is refused too: nobody pays twice. A card charge (POST /payments) is held to
 * the same rule when it is recorded, whatever the state was when its link was handed out.
 */
export function assertPaymentCanBeRecorded(db: Db, registration: TeamCompetitionRow | undefined): asserts registration is TeamCompetitionRow {
  if (!registration) throw ruleBroken(paymentMessages.notRegistered);
  const refusal = chargeRefusal(db, registration);
  if (refusal === 'already_paid') throw ruleBroken(paymentMessages.alreadyPaid);
  if (refusal === 'other_payment_pending') throw ruleBroken(paymentMessages.pending);
}

/** Why the registration cannot take a payment now (the rule above), or null when it can. */
export function chargeRefusal(db: Db, registration: TeamCompetitionRow): CardRefundReason | null {
  if (registration.payment_status === 'paid' || registration.payment_status === 'exempt') return 'already_paid';
  if (registration.status !== 'registered' || registration.payment_status === 'pending' || hasPendingPayments(db, registration)) return 'other_payment_pending';
  return null;
}
