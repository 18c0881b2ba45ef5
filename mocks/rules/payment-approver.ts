import { forbidden } from '../core/errors';
import type { Db, PaymentRow, UserRow } from '../db/schema';
import { registrationOfPayment } from './payment-records';
import { paymentsApiMessages } from '@contracts/payments-messages';

export const OWN_PAYMENT = paymentsApiMessages.ownApproval;

/**
 * Nobody approves their own money (issue 7, docs/decisions/0007): the account that recorded
 * a pending payment, or one on the paying team, cannot confirm it. Payers cannot reach the
 * confirm calls at all (admins only); this covers an admin who is on the team or who
 * recorded the declaration before becoming an admin.
 */
export function assertMayApprove(db: Db, payment: PaymentRow, approver: UserRow) {
  const teamId = registrationOfPayment(db, payment).team_id;
  if (payment.created_by === approver.id || (approver.team_id !== null && approver.team_id === teamId)) throw forbidden(OWN_PAYMENT);
}
