import type { Db, PaymentRow, TransferPaymentRow } from '../db/schema';
import { cashOf } from '../db/mappers/payments';
import { competitionInScope } from './competition-scope';
import { registrationOfPayment } from './payment-records';

/**
 * The payments an admin still has to decide, read once for the lists and the organisers'
 * overview, so a count on the home is the length of the list its link opens.
 */

/** The payments of a competition (the current one when none is named; 404 for an unknown one). */
export function paymentsIn(db: Db, competitionId: number | undefined): PaymentRow[] {
  const id = competitionInScope(db, competitionId)?.id;
  return db.payments.filter((p) => registrationOfPayment(db, p).competition_id === id);
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
