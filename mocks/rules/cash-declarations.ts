import { notFound, ruleBroken } from '../core/errors';
import type { CashPaymentRow, Db, PaymentRow, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { assertMayApprove } from './payment-approver';
import { approvePayment, rejectPayment } from './payment-records';
import { paymentsApiMessages } from '@contracts/payments-messages';

/**
 * An owner's cash payment is a declaration (docs/decisions/0007): the payment stays pending,
 * and the registration 'payment_in_progress', until an admin says whether the money
 * arrived. Confirming settles it exactly as a confirmed transfer does; rejecting frees the
 * team to pay again, so a declaration that never arrives cannot block it for good.
 */

const NOT_FOUND = paymentsApiMessages.cashNotFound;
const PROCESSED = paymentsApiMessages.cashProcessed;

type Payer = Pick<CashPaymentRow, 'payer_first_name' | 'payer_last_name' | 'payer_dni'>;

/** The cash specifics of a new payment: received by `recorder` when approved (an admin), nobody yet when declared. */
export function addCashDetails(db: Db, payment: PaymentRow, payer: Payer, recorder: UserRow, at: string): CashPaymentRow {
  const received = payment.status === 'approved';
  const cash: CashPaymentRow = {
    id: nextId(db.cashPayments),
    payment_id: payment.id,
    ...payer,
    received_date: received ? at : null,
    received_by: received ? recorder.id : null,
    rejection_reason: null,
    created_at: at,
    updated_at: at,
  };
  db.cashPayments.push(cash);
  return cash;
}

/** The cash payment of payment id `id` that an admin can still act on. */
function pendingCash(db: Db, id: number): { payment: PaymentRow; cash: CashPaymentRow } {
  const payment = db.payments.find((p) => p.id === id);
  const cash = payment && db.cashPayments.find((c) => c.payment_id === payment.id);
  if (!payment || !cash) throw notFound(NOT_FOUND);
  return { payment, cash };
}

const assertPending = (payment: PaymentRow) => {
  if (payment.status !== 'pending') throw ruleBroken(PROCESSED);
};

/** The admin received the money: approved, received by that admin, the team accepted with its number and told. */
export function confirmCash(db: Db, id: number, admin: UserRow, at: string): PaymentRow {
  const { payment, cash } = pendingCash(db, id);
  assertMayApprove(db, payment, admin);
  assertPending(payment);
  Object.assign(cash, { received_date: at, received_by: admin.id, updated_at: at } satisfies Partial<CashPaymentRow>);
  approvePayment(db, payment, at);
  return payment;
}

/** The money never arrived: rejected with the reason, the team registered and unpaid again and told why. */
export function rejectCash(db: Db, id: number, reason: string, at: string): PaymentRow {
  const { payment, cash } = pendingCash(db, id);
  assertPending(payment);
  Object.assign(cash, { rejection_reason: reason, updated_at: at } satisfies Partial<CashPaymentRow>);
  rejectPayment(db, payment, at, reason);
  return payment;
}
