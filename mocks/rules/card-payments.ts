import type { PaymentStatusResult } from '@contracts/entities/payments';
import { notFound } from '../core/errors';
import type { CompetitionPriceRow, Db, PaymentAttemptRow, PaymentRow, TeamCompetitionRow, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { chargedAmounts } from './pricing';
import { checkInPath } from './payment-links';
import { addPayment, registrationOfPayment } from './payment-records';

/**
 * The demo's card provider (docs/decisions/0007). There is no provider: the payment link
 * leads straight back to the payment result page with `?payment_id=<provider id>`, and
 * registering that id (POST /payments) is the moment the "provider" approves the charge.
 * Payments it already reported on (the seed's in-process ones) keep their status.
 */

const NOT_FOUND = 'Pago no encontrado';

/** Provider ids of the demo look like the provider's (11 digits) and never collide with row ids. */
export const demoProviderPaymentId = (attemptId: number) => String(90_000_000_000 + attemptId);

/**
 * A payment link for a registration at a card price (for GET /payment_attempts): the
 * attempt row, whose relative link the handler makes absolute with the request's origin.
 */
export function openCardPaymentAttempt(db: Db, registration: TeamCompetitionRow, price: CompetitionPriceRow, at: string): PaymentAttemptRow {
  const id = nextId(db.paymentAttempts);
  const attempt: PaymentAttemptRow = {
    id,
    team_competition_id: registration.id,
    price_id: price.id,
    amount: chargedAmounts(price).attempt_amount,
    checkin_url: checkInPath(Number(demoProviderPaymentId(id))),
    payment_id: null,
    created_at: at,
    updated_at: at,
  };
  db.paymentAttempts.push(attempt);
  return attempt;
}

/** The `payment_id` the attempt's link returns with (the seed's links carry the payment row id). */
const returnedPaymentId = (attempt: PaymentAttemptRow) => new URL(attempt.checkin_url, 'http://demo.invalid').searchParams.get('payment_id');

type Found = { payment: PaymentRow; attempt?: undefined } | { payment?: undefined; attempt: PaymentAttemptRow };

/** What the return URL's payment_id stands for: a registered card payment, or an attempt not yet registered. */
function findByProviderId(db: Db, providerId: string): Found | undefined {
  const payment = db.payments.find((p) => p.payment_type === 'mercadopago' && p.mercadopago_payment_id === providerId);
  if (payment) return { payment };
  const attempt = db.paymentAttempts.find((a) => returnedPaymentId(a) === providerId);
  if (!attempt) return undefined;
  const registered = attempt.payment_id === null ? undefined : db.payments.find((p) => p.id === attempt.payment_id);
  return registered ? { payment: registered } : { attempt };
}

const teamOf = (db: Db, found: Found) =>
  found.payment
    ? registrationOfPayment(db, found.payment).team_id
    : db.teamCompetitions.find((tc) => tc.id === found.attempt.team_competition_id)?.team_id;

/** A card payment of the caller's team by its provider id; someone else's is as unknown as a wrong id. */
function findOwn(db: Db, providerId: string, user: UserRow): Found {
  const found = findByProviderId(db, providerId);
  if (!found || user.team_id === null || teamOf(db, found) !== user.team_id) throw notFound(NOT_FOUND);
  return found;
}

/** GET /payments/{id}/status: only payments already registered (POST /payments) have a status. */
export function ownCardPayment(db: Db, providerId: string, user: UserRow): PaymentRow {
  const found = findOwn(db, providerId, user);
  if (!found.payment) throw notFound(NOT_FOUND);
  return found.payment;
}

/** POST /payments: registers the returned card payment once; repeating it answers the same payment. */
export function registerCardPayment(db: Db, providerId: string, user: UserRow, at: string): PaymentRow {
  const found = findOwn(db, providerId, user);
  if (found.payment) return found.payment;
  const { attempt } = found;
  const price = db.competitionPrices.find((p) => p.id === attempt.price_id);
  const registration = db.teamCompetitions.find((tc) => tc.id === attempt.team_competition_id);
  if (!price || !registration) throw notFound(NOT_FOUND);
  const payment = addPayment(db, {
    registration,
    price,
    status: 'approved',
    createdBy: user.id,
    at,
    card: { mercadopago_payment_id: providerId, provider_status: 'approved' },
  });
  Object.assign(attempt, { payment_id: payment.id, updated_at: at });
  return payment;
}

/** The payment result screen's view of a card payment. */
export const toPaymentStatusResult = (db: Db, payment: PaymentRow): PaymentStatusResult => ({
  payment_id: payment.id,
  mercadopago_payment_id: payment.mercadopago_payment_id ?? '',
  status: payment.provider_status ?? 'pending',
  payment_status: payment.status,
  team_number: registrationOfPayment(db, payment).team_number,
});
