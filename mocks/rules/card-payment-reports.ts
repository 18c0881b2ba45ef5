import type { PaymentStatus } from '@contracts/enums';
import { teamById } from '../db/queries';
import type { CardPaymentFacts, Db, PaymentAttemptRow, PaymentRow, ProviderPaymentStatus } from '../db/schema';
import { addPayment, approvePayment, registrationOfPayment, reversePayment } from './payment-records';
import { assertPaymentCanBeRecorded, markRegistrationUnpaid } from './registration-payment';

/**
 * The one home of what a card provider's report does to a payment (issue 34): the demo
 * checkout's decision (POST /payments, mocks/rules/card-payments.ts) and Mercado Pago's payment,
 * read back from its API after a signed notification (server/payments/mercado-pago/), both come
 * here. A report names the provider's payment id and its status (SPEC §3 provider statuses).
 *
 * - A payment id seen for the first time records a payment on the link's registration, under
 *   the rule every payment follows (one charge per registration, SPEC §4).
 * - A known id moves its payment forward only: a report of the status it already has, or of an
 *   earlier stage (an out-of-order or repeated notification), changes nothing.
 * - Refunded or charged back after approval reopens the registration (reversePayment): unpaid,
 *   without its team number, the team told.
 */
export type CardPaymentReport = { providerPaymentId: string; status: ProviderPaymentStatus; facts?: CardPaymentFacts };

export type ReportOutcome = 'recorded' | 'updated' | 'unchanged';

/** The project's own status for a provider status, for a payment not approved before. */
export const paymentStatusOfProvider: Record<ProviderPaymentStatus, PaymentStatus> = {
  approved: 'approved',
  authorized: 'approved',
  pending: 'pending',
  in_process: 'pending',
  in_mediation: 'pending',
  rejected: 'rejected',
  canceled: 'rejected',
  cancelled: 'rejected',
  refunded: 'rejected',
  charged_back: 'rejected',
};

/** Where a status stands in a payment's life; reports only move a payment to a later stage. */
const stage: Record<ProviderPaymentStatus, number> = {
  pending: 0,
  in_process: 0,
  approved: 1,
  authorized: 1,
  rejected: 1,
  canceled: 1,
  cancelled: 1,
  in_mediation: 2,
  refunded: 3,
  charged_back: 3,
};

const reversalReason: Partial<Record<ProviderPaymentStatus, string>> = {
  refunded: 'devuelto',
  charged_back: 'desconocido ante la tarjeta (contracargo)',
};

/** Whether a report of `next` may change a payment whose provider status is `current`. */
export function reportAdvances(current: ProviderPaymentStatus | null, next: ProviderPaymentStatus): boolean {
  if (current === null) return true;
  if (current === next) return false;
  // Pending stages may follow each other (pending → in_process); a dispute settled in the seller's favour is approved again.
  if (stage[current] === 0 && stage[next] === 0) return true;
  if (current === 'in_mediation' && (next === 'approved' || next === 'authorized')) return true;
  return stage[next] > stage[current];
}

/** The payment already recorded for a provider id. */
export const cardPaymentByProviderId = (db: Db, providerPaymentId: string) =>
  db.payments.find((p) => p.payment_type === 'mercadopago' && p.mercadopago_payment_id === providerPaymentId);

/** The project's status after the report: an approved payment under dispute (in mediation) is still approved. */
function nextOwnStatus(payment: PaymentRow, next: ProviderPaymentStatus): PaymentStatus {
  if (payment.status === 'approved' && next === 'in_mediation') return 'approved';
  if (payment.status === 'rejected') return 'rejected';
  return paymentStatusOfProvider[next];
}

function moveKnownPayment(db: Db, payment: PaymentRow, report: CardPaymentReport, at: string) {
  const from = payment.status;
  const to = nextOwnStatus(payment, report.status);
  Object.assign(payment, { provider_status: report.status, updated_at: at, ...(report.facts ? { card_facts: report.facts } : {}) } satisfies Partial<PaymentRow>);
  if (from === to) return;
  if (from === 'pending' && to === 'approved') return approvePayment(db, payment, at);
  if (from === 'approved' && to === 'rejected') return reversePayment(db, payment, at, reversalReason[report.status] ?? 'anulado');
  // A pending charge the provider refused or cancelled: the team pays again (the payer saw it on the result page).
  payment.status = to;
  markRegistrationUnpaid(registrationOfPayment(db, payment), at);
}

/**
 * Applies a provider's report to the payment link it belongs to. Throws the payment rule's
 * 422 (already paid, another payment pending) for a charge the registration cannot take:
 * the demo answers it to the payer; Mercado Pago's notification is logged for a refund.
 */
export function applyCardPaymentReport(db: Db, attempt: PaymentAttemptRow, report: CardPaymentReport, at: string): { payment: PaymentRow; outcome: ReportOutcome } {
  const known = cardPaymentByProviderId(db, report.providerPaymentId);
  if (known) {
    if (!reportAdvances(known.provider_status, report.status)) return { payment: known, outcome: 'unchanged' };
    moveKnownPayment(db, known, report, at);
    return { payment: known, outcome: 'updated' };
  }
  const registration = db.teamCompetitions.find((tc) => tc.id === attempt.team_competition_id);
  const price = db.competitionPrices.find((p) => p.id === attempt.price_id);
  if (!registration || !price) throw new Error(`Enlace de pago ${attempt.id} sin inscripción o precio`);
  const status = paymentStatusOfProvider[report.status];
  // A refused charge takes nothing; one that charges (or may) is held to the one-charge rule.
  if (status !== 'rejected') assertPaymentCanBeRecorded(db, registration);
  const payment = addPayment(db, {
    registration,
    price,
    status,
    createdBy: teamById(db, registration.team_id)?.owner_id ?? 0,
    at,
    card: { mercadopago_payment_id: report.providerPaymentId, provider_status: report.status },
  });
  if (report.facts) payment.card_facts = report.facts;
  Object.assign(attempt, { payment_id: payment.id, updated_at: at });
  return { payment, outcome: 'recorded' };
}

/**
 * The link a provider's payment belongs to: the attempt named by the reference the checkout
 * carried (Mercado Pago's metadata), else the registration's newest link with a checkout.
 */
export function attemptOfReport(db: Db, ref: { attemptRef?: string | null; registrationId?: number | null }): PaymentAttemptRow | undefined {
  const named = ref.attemptRef ? db.paymentAttempts.find((a) => a.provider_payment_id === ref.attemptRef) : undefined;
  if (named) return named;
  if (ref.registrationId == null) return undefined;
  return db.paymentAttempts
    .filter((a) => a.team_competition_id === ref.registrationId && a.mp_preference_id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
}
