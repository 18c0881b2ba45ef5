import { cardPaymentNoticeReasons } from '@contracts/card-payment-notices';
import type { PaymentStatus } from '@contracts/enums';
import { teamById } from '../db/queries';
import type { CardPaymentFacts, Db, PaymentAttemptRow, PaymentRow, ProviderPaymentStatus } from '../db/schema';
import { isChargeStatus, markChargeReturned, recordRefusedCharge } from './card-refunds';
import { addPayment, approvePayment, refuseCardPayment, reversePayment } from './payment-records';
import { assertPaymentCanBeRecorded, chargeRefusal } from './registration-payment';

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
 * - A pending payment the provider rejects or cancels leaves the team unpaid, and the team is told.
 * - A new charge (approved) the registration cannot take — paid another way meanwhile, or another
 *   payment pending — is recorded as rejected with a refund due (card-refunds.ts, decision 0067):
 *   outcome 'refused_charge', and the provider is asked to return it.
 */
export type CardPaymentReport = { providerPaymentId: string; status: ProviderPaymentStatus; facts?: CardPaymentFacts };

export type ReportOutcome = 'recorded' | 'updated' | 'unchanged' | 'refused_charge';

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
  // A charge the registration could not take moves nothing of the registration; the provider returning it ends its refund.
  if (payment.card_refund) {
    if (report.status === 'refunded' || report.status === 'charged_back') markChargeReturned(db, payment, at);
    return;
  }
  if (from === to) return;
  if (from === 'pending' && to === 'approved') return approvePayment(db, payment, at);
  if (from === 'approved' && to === 'rejected') return reversePayment(db, payment, at, reversalReason[report.status] ?? 'anulado');
  // A pending charge the provider refused or cancelled: the team pays again, and its bell says so.
  const cancelled = report.status === 'canceled' || report.status === 'cancelled';
  refuseCardPayment(db, payment, at, cancelled ? cardPaymentNoticeReasons.cancelled : cardPaymentNoticeReasons.rejected);
}

/**
 * Applies a provider's report to the payment link it belongs to. A charge (approved) the
 * registration cannot take is recorded as rejected with a refund due ('refused_charge'). A
 * pending report for such a registration throws the payment rule's 422 (already paid, another
 * payment pending) and records nothing: no money moved yet, and if the provider approves it
 * later, that report is a refused charge. The demo checks the rule before it reports (its
 * decision is no charge until registered) and answers the 422 to the payer.
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
  const refusal = status === 'rejected' ? null : chargeRefusal(db, registration);
  if (refusal && isChargeStatus(report.status)) {
    const payment = recordRefusedCharge(db, { attempt, registration, price, providerPaymentId: report.providerPaymentId, status: report.status, facts: report.facts, reason: refusal, at });
    return { payment, outcome: 'refused_charge' };
  }
  // A refused charge takes nothing; one that may still charge is held to the one-charge rule.
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
