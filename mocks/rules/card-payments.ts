import type { PaymentStatusResult } from '@contracts/entities/payments';
import { notFound, ruleBroken } from '../core/errors';
import type { CompetitionPriceRow, Db, PaymentAttemptRow, PaymentRow, TeamCompetitionRow, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { chargedAmounts } from './pricing';
import { checkInPath } from './payment-links';
import { registrationOfPayment } from './payment-records';
import { applyCardPaymentReport } from './card-payment-reports';
import { assertPaymentCanBeRecorded } from './registration-payment';
import { paymentsApiMessages } from '@contracts/payments-messages';

/**
 * The demo's card provider (docs/decisions/0007, 0019). There is no provider: the payment
 * link leads to the demo checkout, where the tester approves, leaves in process or rejects
 * the charge; it returns to the payment result page with `?payment_id=<provider id>`, and
 * registering that id (POST /payments) records the provider's answer. A link nobody decided
 * on at the checkout records nothing (422). Payments it already
 * reported on (the seed's in-process ones) keep their status.
 */

const NOT_FOUND = paymentsApiMessages.notFound;
const PROVIDER_ID_DIGITS = 18;

const providerIdTaken = (db: Db, id: string) =>
  db.paymentAttempts.some((a) => a.provider_payment_id === id) || db.payments.some((p) => p.mercadopago_payment_id === id);

/**
 * A provider id nobody can derive or guess: 18 random digits from the platform's CSPRNG
 * (about 60 bits), digits only like the provider's ids (the contracts check /^\d+$/). A row
 * id or a counter would let an owner make up the id of a link never handed out.
 */
export function newProviderPaymentId(db: Db): string {
  for (;;) {
    let id = '';
    while (id.length < PROVIDER_ID_DIGITS) {
      for (const byte of crypto.getRandomValues(new Uint8Array(PROVIDER_ID_DIGITS * 2))) {
        // 250 = 25 × 10: bytes above it would make low digits likelier. No leading zero.
        if (byte >= 250 || (id === '' && byte % 10 === 0) || id.length === PROVIDER_ID_DIGITS) continue;
        id += String(byte % 10);
      }
    }
    if (!providerIdTaken(db, id)) return id;
  }
}

/**
 * A payment link for a registration at a card price (for GET /payment_attempts): the
 * attempt row, whose relative link the handler makes absolute with the request's origin.
 */
export function openCardPaymentAttempt(db: Db, registration: TeamCompetitionRow, price: CompetitionPriceRow, at: string): PaymentAttemptRow {
  const providerId = newProviderPaymentId(db);
  const attempt: PaymentAttemptRow = {
    id: nextId(db.paymentAttempts),
    team_competition_id: registration.id,
    price_id: price.id,
    amount: chargedAmounts(price).attempt_amount,
    provider_payment_id: providerId,
    checkin_url: checkInPath(providerId),
    payment_id: null,
    created_at: at,
    updated_at: at,
  };
  db.paymentAttempts.push(attempt);
  return attempt;
}

/**
 * The demo checkout's view of a link not yet paid (docs/decisions/0019): the team, the
 * concept and the amount the payer is charged. Undefined for an unknown, used or closed link
 * (the registration was paid another way meanwhile, decision 0067).
 */
export function openCheckout(db: Db, providerId: string) {
  const attempt = db.paymentAttempts.find((a) => a.provider_payment_id === providerId && a.payment_id === null && !a.closed_at);
  if (!attempt) return undefined;
  const registration = db.teamCompetitions.find((tc) => tc.id === attempt.team_competition_id);
  const team = db.teams.find((t) => t.id === registration?.team_id);
  const competition = db.competitions.find((c) => c.id === registration?.competition_id);
  return { attempt, teamName: team?.name ?? '', competitionName: competition ? `${competition.name} (edición ${competition.edition})` : '' };
}

type Found = { payment: PaymentRow; attempt?: undefined } | { payment?: undefined; attempt: PaymentAttemptRow };

/** What the return URL's payment_id stands for: a registered card payment, or an attempt not yet registered. */
function findByProviderId(db: Db, providerId: string): Found | undefined {
  const payment = db.payments.find((p) => p.payment_type === 'mercadopago' && p.mercadopago_payment_id === providerId);
  if (payment) return { payment };
  const attempt = db.paymentAttempts.find((a) => a.provider_payment_id === providerId);
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

/**
 * POST /payments: registers the returned card payment once; repeating it answers the same
 * payment and charges nothing. A link handed out while the team was unpaid may come back
 * after it paid another way, was exempted or reported a transfer: the charge is checked
 * now, with the rule every payment follows, so a registration is charged at most once.
 */
export function registerCardPayment(db: Db, providerId: string, user: UserRow, at: string): PaymentRow {
  const found = findOwn(db, providerId, user);
  if (found.payment) return found.payment;
  const { attempt } = found;
  const price = db.competitionPrices.find((p) => p.id === attempt.price_id);
  const registration = db.teamCompetitions.find((tc) => tc.id === attempt.team_competition_id);
  if (!price) throw notFound(NOT_FOUND);
  // Only the provider's decision records a payment: an id taken from the link and posted
  // without paying at the checkout is a payment nobody made (docs/decisions/0028).
  const decision = attempt.provider_decision;
  if (!decision) throw ruleBroken(paymentsApiMessages.checkoutNotCompleted);
  assertPaymentCanBeRecorded(db, registration);
  // The checkout's decision is the provider's report, applied by the rule Mercado Pago's reports follow too.
  return applyCardPaymentReport(db, attempt, { providerPaymentId: providerId, status: decision }, at).payment;
}

/** The payment result screen's view of a card payment. */
export const toPaymentStatusResult = (db: Db, payment: PaymentRow): PaymentStatusResult => ({
  payment_id: payment.id,
  mercadopago_payment_id: payment.mercadopago_payment_id ?? '',
  status: payment.provider_status ?? 'pending',
  payment_status: payment.status,
  team_number: registrationOfPayment(db, payment).team_number,
  refund_reason: payment.card_refund?.reason ?? null,
});
