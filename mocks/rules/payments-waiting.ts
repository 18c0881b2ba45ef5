import type { Db, PaymentRow, TransferPaymentRow } from '../db/schema';
import { cashOf } from '../db/mappers/payments';
import { competitionInScope } from './competition-scope';

/**
 * The payments an admin still has to decide, read once for the lists and the organisers'
 * overview, so a count on the home is the length of the list its link opens.
 */

/** The payments of a competition (the current one when none is named; 404 for an unknown one). */
export function paymentsIn(db: Db, competitionId: number | undefined): PaymentRow[] {
  const id = competitionInScope(db, competitionId)?.id;
  // A set of the competition's registrations: looking each payment's up one by one took ~0.1 s at 5,000 teams.
  const registrations = new Set(db.teamCompetitions.filter((tc) => tc.competition_id === id).map((tc) => tc.id));
  return db.payments.filter((p) => registrations.has(p.team_competition_id));
}

/** A transfer waiting for confirmation: it and its payment are both pending (SPEC §4), oldest first. */
export function transfersToConfirm(db: Db, payments: readonly PaymentRow[]): TransferPaymentRow[] {
  const pending = new Set(payments.filter((p) => p.status === 'pending').map((p) => p.id));
  return db.transferPayments
    .filter((t) => t.confirmation_status === 'pending' && pending.has(t.payment_id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** Cash a team declared and no admin received yet (docs/decisions/0007). */
export const cashToConfirm = (db: Db, payments: readonly PaymentRow[]): PaymentRow[] =>
  payments.filter((p) => p.payment_type === 'cash' && p.status === 'pending' && cashOf(db, p.id)?.received_date === null);
