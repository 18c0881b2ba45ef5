import type { Payment, PaymentDetail, PaymentHistoryRow, PendingTransfer } from '@contracts/entities/payments';
import { paymentToDo } from '../../rules/payment-to-do';
import { derived, mappedRow } from '../derived';
import { findById, rowsWhere, teamById, userById } from '../queries';
import type { Db, PaymentRow, TeamCompetitionRow, TransferPaymentRow } from '../schema';

const registrationById = (db: Db, id: number): TeamCompetitionRow => {
  const registration = findById(db.teamCompetitions, id);
  if (!registration) throw new Error(`Pago de una inscripción inexistente (${id})`);
  return registration;
};

export const paymentsOf = (db: Db, teamCompetitionId: number): PaymentRow[] => rowsWhere(db.payments, 'team_competition_id', teamCompetitionId);

/** What the organiser received for a registration: the approved payments' amounts. */
export const paidAmount = (db: Db, teamCompetitionId: number) =>
  paymentsOf(db, teamCompetitionId)
    .filter((p) => p.status === 'approved')
    .reduce((sum, p) => sum + p.amount, 0);

/** What the organiser received per registration (approved payments), every registration in one pass. */
export const paidByRegistration = (db: Db): ReadonlyMap<number, number> =>
  derived('paid-by-registration', [db.payments], () => {
    const paid = new Map<number, number>();
    for (const p of db.payments) if (p.status === 'approved') paid.set(p.team_competition_id, (paid.get(p.team_competition_id) ?? 0) + p.amount);
    return paid;
  });

export const transferOf = (db: Db, paymentId: number) => rowsWhere(db.transferPayments, 'payment_id', paymentId)[0];
export const cashOf = (db: Db, paymentId: number) => rowsWhere(db.cashPayments, 'payment_id', paymentId)[0];

const usernameOf = (db: Db, id: number | null) => (id === null ? null : (userById(db, id)?.username ?? null));

/** A row of GET /payments. */
export function toPayment(db: Db, payment: PaymentRow): Payment {
  const registration = registrationById(db, payment.team_competition_id);
  const team = teamById(db, registration.team_id);
  return mappedRow('payment', payment, [registration, team], () => ({
    payment_id: payment.id,
    team_name: team?.name ?? '',
    team_id: registration.team_id,
    registration_number: registration.registration_number,
    team_number: registration.team_number,
    payment_type: payment.payment_type,
    payment_status: payment.status,
    payment_amount: payment.amount,
    payment_attempt_amount: payment.attempt_amount,
    payment_created_at: payment.created_at,
    payment_updated_at: payment.updated_at,
    mercadopago_payment_id: payment.mercadopago_payment_id,
    card:
      payment.payment_type === 'mercadopago'
        ? {
            provider_status: payment.provider_status,
            status_detail: payment.card_facts?.status_detail ?? null,
            payment_method: payment.card_facts?.payment_method ?? null,
            installments: payment.card_facts?.installments ?? null,
            refund: payment.card_refund ?? null,
          }
        : null,
    to_do: paymentToDo(payment, registration),
  }));
}

/** GET /payments/{id}: the row plus the method's specifics. */
export function toPaymentDetail(db: Db, payment: PaymentRow): PaymentDetail {
  const cash = cashOf(db, payment.id);
  const transfer = transferOf(db, payment.id);
  return {
    ...toPayment(db, payment),
    cash: cash
      ? {
          payer_first_name: cash.payer_first_name,
          payer_last_name: cash.payer_last_name,
          payer_dni: cash.payer_dni,
          received_date: cash.received_date,
          received_by_username: usernameOf(db, cash.received_by),
          rejection_reason: cash.rejection_reason,
        }
      : null,
    transfer: transfer
      ? {
          transfer_payment_id: transfer.id,
          sender_first_name: transfer.sender_first_name,
          sender_last_name: transfer.sender_last_name,
          sender_cuit: transfer.sender_cuit,
          transfer_confirmation_status: transfer.confirmation_status,
          transfer_confirmed_at: transfer.confirmed_at,
          transfer_confirmed_by_username: usernameOf(db, transfer.confirmed_by),
          transfer_rejection_reason: transfer.rejection_reason,
          transfer_admin_notes: transfer.admin_notes,
        }
      : null,
  };
}

/** A payment as a row of the admin team detail's history. */
export function toPaymentHistoryRow(db: Db, payment: PaymentRow): PaymentHistoryRow {
  const transfer = transferOf(db, payment.id);
  const cash = cashOf(db, payment.id);
  return {
    id: payment.id,
    type: payment.payment_type,
    status: payment.status,
    amount: payment.amount,
    date: payment.created_at,
    updated_at: payment.updated_at,
    transfer_status: transfer?.confirmation_status ?? null,
    transfer_confirmed_at: transfer?.confirmed_at ?? null,
    transfer_rejection_reason: transfer?.rejection_reason ?? null,
    cash_received_by_username: cash ? usernameOf(db, cash.received_by) : null,
  };
}

/** A row of GET /payments/transfer/pending. */
export function toPendingTransfer(db: Db, transfer: TransferPaymentRow): PendingTransfer {
  const payment = findById(db.payments, transfer.payment_id);
  if (!payment) throw new Error(`Transferencia ${transfer.id} sin pago`);
  const registration = registrationById(db, payment.team_competition_id);
  return {
    id: transfer.id,
    team_name: teamById(db, registration.team_id)?.name ?? '',
    team_id: registration.team_id,
    registration_number: registration.registration_number,
    sender_first_name: transfer.sender_first_name,
    sender_last_name: transfer.sender_last_name,
    sender_cuit: transfer.sender_cuit,
    payment_amount: payment.amount,
    confirmation_status: transfer.confirmation_status,
    transfer_created_at: transfer.created_at,
    payment_id: payment.id,
  };
}
