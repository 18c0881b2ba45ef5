import { teamById } from '../db/queries';
import type { CompetitionPriceRow, Db, PaymentRow, ProviderPaymentStatus, TeamCompetitionRow } from '../db/schema';
import { nextId } from '../db/store';
import { chargedAmounts } from './pricing';
import { markRegistrationAwaitingPayment, markRegistrationPaid, markRegistrationReopened, markRegistrationUnpaid } from './registration-payment';
import { notifyTeamMembers, teamNotificationData } from './team-notifications';

/**
 * Payment rows and what settling them does to the registration. Every way of paying
 * (transfer, cash, card) goes through here, so a payment always moves the team's state
 * and tells its members, whichever screen recorded it.
 */

export function registrationOfPayment(db: Db, payment: PaymentRow): TeamCompetitionRow {
  const registration = db.teamCompetitions.find((tc) => tc.id === payment.team_competition_id);
  if (!registration) throw new Error(`Pago ${payment.id} de una inscripción inexistente`);
  return registration;
}

/**
 * A new payment for a registration at a price: the amounts follow the price's platform-fee
 * terms (rules/pricing). A pending payment puts the registration 'in progress'.
 */
export function addPayment(
  db: Db,
  p: {
    registration: TeamCompetitionRow;
    price: CompetitionPriceRow;
    status: PaymentRow['status'];
    createdBy: number;
    at: string;
    card?: { mercadopago_payment_id: string; provider_status: ProviderPaymentStatus };
  },
): PaymentRow {
  const payment: PaymentRow = {
    id: nextId(db.payments),
    team_competition_id: p.registration.id,
    price_id: p.price.id,
    payment_type: p.price.payment_type,
    status: p.status,
    ...chargedAmounts(p.price),
    created_by: p.createdBy,
    mercadopago_payment_id: p.card?.mercadopago_payment_id ?? null,
    provider_status: p.card?.provider_status ?? null,
    created_at: p.at,
    updated_at: p.at,
  };
  db.payments.push(payment);
  if (p.status === 'pending') markRegistrationAwaitingPayment(p.registration, p.at);
  if (p.status === 'approved') settleApproved(db, payment, p.at);
  return payment;
}

type PaymentOutcomeNotice = 'payment_approved' | 'payment_rejected' | 'payment_reversed' | 'card_payment_rejected';

function notifyPaymentOutcome(db: Db, registration: TeamCompetitionRow, type: PaymentOutcomeNotice, extra: Record<string, string>, at: string) {
  const team = teamById(db, registration.team_id);
  if (!team) return;
  const competition = db.competitions.find((c) => c.id === registration.competition_id);
  notifyTeamMembers(db, team, type, { ...teamNotificationData(db, team, competition), ...extra }, at);
}

function settleApproved(db: Db, payment: PaymentRow, at: string) {
  const registration = registrationOfPayment(db, payment);
  markRegistrationPaid(db, registration, at);
  notifyPaymentOutcome(db, registration, 'payment_approved', {}, at);
}

/** The money arrived: the payment is approved, the team accepted with a number, and its members told. */
export function approvePayment(db: Db, payment: PaymentRow, at: string) {
  Object.assign(payment, { status: 'approved', updated_at: at } satisfies Partial<PaymentRow>);
  settleApproved(db, payment, at);
}

/** The payment failed: the team is back to 'registered' and must pay again; its members are told why. */
export function rejectPayment(db: Db, payment: PaymentRow, at: string, reason: string) {
  Object.assign(payment, { status: 'rejected', updated_at: at } satisfies Partial<PaymentRow>);
  const registration = registrationOfPayment(db, payment);
  markRegistrationUnpaid(registration, at);
  notifyPaymentOutcome(db, registration, 'payment_rejected', { reason }, at);
}

/**
 * A pending card payment the provider rejected or cancelled (decision 0067): the team is back to
 * 'registered' and must pay again; its members are told in their bell, once (the report rule moves
 * a payment to rejected only once).
 */
export function refuseCardPayment(db: Db, payment: PaymentRow, at: string, reason: string) {
  Object.assign(payment, { status: 'rejected', updated_at: at } satisfies Partial<PaymentRow>);
  const registration = registrationOfPayment(db, payment);
  markRegistrationUnpaid(registration, at);
  notifyPaymentOutcome(db, registration, 'card_payment_rejected', { reason }, at);
}

/**
 * An approved payment taken back by the provider (a refund or a charge-back, issue 34): the
 * payment no longer counts, the registration must be paid again and loses its team number (as
 * when an exemption is removed, SPEC §4), and its members are told why.
 */
export function reversePayment(db: Db, payment: PaymentRow, at: string, reason: string) {
  Object.assign(payment, { status: 'rejected', updated_at: at } satisfies Partial<PaymentRow>);
  const registration = registrationOfPayment(db, payment);
  markRegistrationReopened(registration, at);
  notifyPaymentOutcome(db, registration, 'payment_reversed', { reason }, at);
}
