import { paymentsEndpoints } from '@contracts/payments';
import { Role } from '@contracts/enums';
import { formMessages } from '@contracts/messages';
import { handle } from '../core/define-handler';
import { badRequest, forbidden, MockHttpError, notFound, ruleBroken } from '../core/errors';
import { toPayment, toPaymentDetail, toPendingTransfer } from '../db/mappers/payments';
import { registrationOf, teamById } from '../db/queries';
import type { Db, PaymentRow, TeamRow, TransferPaymentRow, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { ownCardPayment, registerCardPayment, toPaymentStatusResult } from '../rules/card-payments';
import { addCashDetails, confirmCash, rejectCash } from '../rules/cash-declarations';
import { assertMayApprove } from '../rules/payment-approver';
import { paymentsIn, transfersToConfirm } from '../rules/payments-waiting';
import { addPayment, approvePayment, rejectPayment } from '../rules/payment-records';
import { assertPriceOpen, priceForPayment } from '../rules/payment-prices';
import { assertPaymentCanBeRecorded } from '../rules/registration-payment';
import { assertOwnsOwnTeam, assertTeamOwner } from '../rules/team-ownership';
import { paymentsApiMessages } from '@contracts/payments-messages';
import { teamsApiMessages } from '@contracts/teams-messages';

const TEAM_NOT_FOUND = teamsApiMessages.notFound;
const TRANSFER_CREATED = paymentsApiMessages.transferCreated;

const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

const findPayment = (db: Db, id: number) => {
  const payment = db.payments.find((p) => p.id === id);
  if (!payment) throw notFound(paymentsApiMessages.notFound);
  return payment;
};

const findTeam = (db: Db, id: number | null | undefined): TeamRow => {
  const team = id == null ? undefined : teamById(db, id);
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
};

/** Owners pay for their own team; admins say which team (SPEC §5 admin variants add team_id). */
function payingTeam(db: Db, actor: UserRow, teamId: number | undefined): TeamRow {
  if (actor.role_id !== Role.TeamOwner) {
    if (teamId === undefined) throw badRequest(formMessages.allFieldsRequired, { team_id: formMessages.allFieldsRequired });
    return findTeam(db, teamId);
  }
  if (teamId !== undefined && teamId !== actor.team_id) throw forbidden(paymentsApiMessages.otherTeam);
  const team = findTeam(db, actor.team_id);
  assertTeamOwner(actor, team);
  return team;
}

/**
 * A transfer or cash payment of a team at a price, under the SPEC §4 rule. The payer is
 * held to the price's window and only declares the payment: it waits for an admin. An
 * admin records money already received, which is approved at once (docs/decisions/0007).
 */
function recordPayment(db: Db, actor: UserRow, team: TeamRow, priceId: number, type: 'transfer' | 'cash') {
  const price = priceForPayment(db, priceId, type);
  const registration = registrationOf(db, team.id, price.competition_id);
  assertPaymentCanBeRecorded(db, registration);
  const now = new Date();
  const at = now.toISOString();
  const byPayer = actor.role_id === Role.TeamOwner;
  if (byPayer) assertPriceOpen(price, now);
  // A payer's transfer waits for an admin to see it in the bank, a payer's cash for an admin to
  // receive it: nobody approves their own money. An admin's payment is money in hand.
  const payment = addPayment(db, { registration, price, status: byPayer ? 'pending' : 'approved', createdBy: actor.id, at });
  return { payment, at };
}

function addTransfer(db: Db, payment: PaymentRow, sender: Pick<TransferPaymentRow, 'sender_first_name' | 'sender_last_name' | 'sender_cuit'>, actor: UserRow, at: string) {
  const confirmed = payment.status === 'approved';
  db.transferPayments.push({
    id: nextId(db.transferPayments),
    payment_id: payment.id,
    ...sender,
    confirmation_status: confirmed ? 'confirmed' : 'pending',
    confirmed_at: confirmed ? at : null,
    confirmed_by: confirmed ? actor.id : null,
    rejection_reason: null,
    admin_notes: null,
    created_at: at,
    updated_at: at,
  });
}

/** A transfer an admin can still act on: it and its payment are both pending (SPEC §4). */
function actionableTransfer(db: Db, id: number) {
  const transfer = db.transferPayments.find((t) => t.id === id);
  if (!transfer) throw notFound(paymentsApiMessages.transferNotFound);
  const payment = findPayment(db, transfer.payment_id);
  if (transfer.confirmation_status !== 'pending' || payment.status !== 'pending') throw ruleBroken(paymentsApiMessages.transferProcessed);
  return { transfer, payment };
}

/** SPEC §7 Payments. */
export const paymentHandlers = [
  handle(paymentsEndpoints.list, ({ query, db }) => ({
    data: paymentsIn(db, query.competition_id)
      .sort(newestFirst)
      .map((p) => toPayment(db, p)),
  })),

  handle(paymentsEndpoints.get, ({ params, db }) => ({ data: toPaymentDetail(db, findPayment(db, params.id)) })),

  handle(paymentsEndpoints.create, ({ body, db, user }) => {
    assertOwnsOwnTeam(db, user);
    return { data: toPaymentStatusResult(db, registerCardPayment(db, body.payment_id, user, new Date().toISOString())) };
  }),

  // The demo has no Mercado Pago, so no notification can be verified: every one is refused.
  // The production API with Mercado Pago configured answers this path itself (server/payments/mercado-pago/).
  handle(paymentsEndpoints.cardNotification, () => {
    throw new MockHttpError(401, paymentsApiMessages.notificationRefused, 'UNAUTHORIZED');
  }),

  handle(paymentsEndpoints.getStatus, ({ params, db, user }) => ({
    data: toPaymentStatusResult(db, ownCardPayment(db, params.id, user)),
  })),

  handle(paymentsEndpoints.createTransfer, ({ body, db, user }) => {
    const { comp_price_id, ...sender } = body;
    const { payment, at } = recordPayment(db, user, payingTeam(db, user, undefined), comp_price_id, 'transfer');
    addTransfer(db, payment, sender, user, at);
    return { data: toPaymentDetail(db, payment), message: TRANSFER_CREATED };
  }),

  handle(paymentsEndpoints.createTransferAdmin, ({ body, db, user }) => {
    const { comp_price_id, team_id, ...sender } = body;
    const { payment, at } = recordPayment(db, user, findTeam(db, team_id), comp_price_id, 'transfer');
    addTransfer(db, payment, sender, user, at);
    return { data: toPaymentDetail(db, payment), message: TRANSFER_CREATED };
  }),

  handle(paymentsEndpoints.createCash, ({ body, db, user }) => {
    const { comp_price_id, team_id, ...payer } = body;
    const { payment, at } = recordPayment(db, user, payingTeam(db, user, team_id), comp_price_id, 'cash');
    addCashDetails(db, payment, payer, user, at);
    const received = payment.status === 'approved';
    return { data: toPaymentDetail(db, payment), message: received ? 'Pago en efectivo registrado' : 'Pago en efectivo informado: queda pendiente de confirmación' };
  }),

  handle(paymentsEndpoints.confirmCash, ({ params, db, user }) => ({
    data: toPaymentDetail(db, confirmCash(db, params.id, user, new Date().toISOString())),
    message: 'Pago en efectivo confirmado',
  })),

  handle(paymentsEndpoints.rejectCash, ({ params, body, db }) => ({
    data: toPaymentDetail(db, rejectCash(db, params.id, body.rejection_reason, new Date().toISOString())),
    message: 'Pago en efectivo rechazado',
  })),

  handle(paymentsEndpoints.confirmTransfer, ({ params, body, db, user }) => {
    const { transfer, payment } = actionableTransfer(db, params.id);
    assertMayApprove(db, payment, user);
    const at = new Date().toISOString();
    Object.assign(transfer, {
      confirmation_status: 'confirmed',
      confirmed_at: at,
      confirmed_by: user.id,
      admin_notes: body.admin_notes ?? null,
      updated_at: at,
    } satisfies Partial<TransferPaymentRow>);
    approvePayment(db, payment, at);
    return { data: toPaymentDetail(db, payment), message: paymentsApiMessages.actionDone };
  }),

  handle(paymentsEndpoints.rejectTransfer, ({ params, body, db, user }) => {
    const { transfer, payment } = actionableTransfer(db, params.id);
    const at = new Date().toISOString();
    Object.assign(transfer, {
      confirmation_status: 'rejected',
      confirmed_at: at,
      confirmed_by: user.id,
      rejection_reason: body.rejection_reason,
      admin_notes: body.admin_notes ?? null,
      updated_at: at,
    } satisfies Partial<TransferPaymentRow>);
    rejectPayment(db, payment, at, body.rejection_reason);
    return { data: toPaymentDetail(db, payment), message: paymentsApiMessages.actionDone };
  }),

  // Oldest first: the queue an admin works through.
  handle(paymentsEndpoints.listPendingTransfers, ({ query, db }) => {
    return { data: transfersToConfirm(db, paymentsIn(db, query.competition_id)).map((t) => toPendingTransfer(db, t)) };
  }),
];
