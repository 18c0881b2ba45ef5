import { cardPaymentNoticeReasons } from '@contracts/card-payment-notices';
import type { CardRefundReason } from '@contracts/enums';
import { teamById } from '../db/queries';
import type { CardPaymentFacts, CompetitionPriceRow, Db, PaymentAttemptRow, PaymentRow, ProviderPaymentStatus, TeamCompetitionRow } from '../db/schema';
import { addPayment, registrationOfPayment } from './payment-records';
import { notifyTeamMembers, teamNotificationData } from './team-notifications';

/**
 * A card charge the registration could not take (docs/decisions/0067): the provider approved it
 * after the registration was paid another way (cash, transfer, exemption, another card) or while
 * another payment was pending. Nobody is charged twice: the charge is recorded as a rejected
 * payment — visible to the organisers with its reason, never counted as paying — and returned to
 * the payer through the provider (the server asks Mercado Pago for the refund after the
 * transaction, server/payments/mercado-pago/refunds.ts).
 *
 * Its refund goes 'due' → 'refunded' (the provider returned it; the team is told once) or 'due'
 * → 'failed' (refused or unanswered: the organisers' 'Para hacer' shows it until a later attempt
 * or a refund made by hand at Mercado Pago is reported).
 */

/** Provider statuses under which the provider holds the payer's money. */
const charged: readonly ProviderPaymentStatus[] = ['approved', 'authorized'];

export const isChargeStatus = (status: ProviderPaymentStatus) => charged.includes(status);

/** Records a charge the registration cannot take, as rejected with a refund due. */
export function recordRefusedCharge(
  db: Db,
  c: {
    attempt: PaymentAttemptRow;
    registration: TeamCompetitionRow;
    price: CompetitionPriceRow;
    providerPaymentId: string;
    status: ProviderPaymentStatus;
    facts?: CardPaymentFacts;
    reason: CardRefundReason;
    at: string;
  },
): PaymentRow {
  const payment = addPayment(db, {
    registration: c.registration,
    price: c.price,
    status: 'rejected',
    createdBy: teamById(db, c.registration.team_id)?.owner_id ?? 0,
    at: c.at,
    card: { mercadopago_payment_id: c.providerPaymentId, provider_status: c.status },
  });
  if (c.facts) payment.card_facts = c.facts;
  payment.card_refund = { reason: c.reason, status: 'due', requested_at: null, refunded_at: null, failure: null };
  Object.assign(c.attempt, { payment_id: payment.id, updated_at: c.at });
  return payment;
}

/** Whether the provider still holds money of a charge that must go back: ask it for the refund. */
export const refundDue = (payment: PaymentRow) =>
  payment.card_refund !== undefined && payment.card_refund.status !== 'refunded' && payment.provider_status !== null && isChargeStatus(payment.provider_status);

/** The refund was asked for and the provider has not confirmed it yet (it answered 'in process'). */
export function markRefundRequested(payment: PaymentRow, at: string) {
  if (!payment.card_refund || payment.card_refund.status === 'refunded') return;
  Object.assign(payment.card_refund, { status: 'due', requested_at: at, failure: null });
  payment.updated_at = at;
}

/** The provider refused the refund or did not answer: the organisers return it by hand. */
export function markRefundFailed(payment: PaymentRow, failure: string, at: string) {
  if (!payment.card_refund || payment.card_refund.status === 'refunded') return;
  Object.assign(payment.card_refund, { status: 'failed', requested_at: at, failure });
  payment.updated_at = at;
}

/**
 * The provider returned the money (its refund answer, or the payment read back as refunded or
 * charged back): the refund is done, 'Para hacer' no longer shows it, and the team is told once.
 * False when it was already done.
 */
export function markChargeReturned(db: Db, payment: PaymentRow, at: string): boolean {
  const refund = payment.card_refund;
  if (!refund || refund.status === 'refunded') return false;
  Object.assign(refund, { status: 'refunded', refunded_at: at, failure: null });
  payment.updated_at = at;
  const registration = registrationOfPayment(db, payment);
  const team = teamById(db, registration.team_id);
  if (team) {
    const competition = db.competitions.find((c) => c.id === registration.competition_id);
    notifyTeamMembers(
      db,
      team,
      'card_charge_refunded',
      { ...teamNotificationData(db, team, competition), reason: cardPaymentNoticeReasons[refund.reason], mercadopago_payment_id: payment.mercadopago_payment_id ?? '' },
      at,
    );
  }
  return true;
}
