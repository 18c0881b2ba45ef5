import { paymentsApiMessages } from '@contracts/payments-messages';
import { describe, it } from 'vitest';
import { paymentsEndpoints } from '@contracts/payments';
import { cashOf, toPayment, toPaymentDetail, toPendingTransfer, transferOf } from '@mocks/db/mappers/payments';
import type { Db, PaymentRow } from '@mocks/db/schema';
import { toPaymentStatusResult } from '@mocks/rules/card-payments';
import { registrationOfPayment } from '@mocks/rules/payment-records';
import { currentCompetitionOf, idOf, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const sender = { sender_first_name: 'Mariana', sender_last_name: 'Quiroga', sender_cuit: '27-30111222-4' };
const payer = { payer_first_name: 'Mariana', payer_last_name: 'Quiroga', payer_dni: '30111222' };

const paymentWhere = (db: Db, test: (p: PaymentRow) => boolean) => {
  const payment = db.payments.find(test);
  if (!payment) throw new Error('La semilla no tiene un pago así');
  return payment;
};

/** How a payment of each kind reads once recorded, from the seed's payments in the same situation. */
const detailOf = (db: Db, test: (p: PaymentRow) => boolean) => toPaymentDetail(db, paymentWhere(db, test));
const pendingTransferDetail = ({ db }: StateExamples) => detailOf(db, (p) => transferOf(db, p.id)?.confirmation_status === 'pending');
const confirmedTransferDetail = ({ db }: StateExamples) => detailOf(db, (p) => transferOf(db, p.id)?.confirmation_status === 'confirmed');
const rejectedTransferDetail = ({ db }: StateExamples) => detailOf(db, (p) => transferOf(db, p.id)?.confirmation_status === 'rejected');
const cashDetail = ({ db }: StateExamples) => detailOf(db, (p) => cashOf(db, p.id) !== undefined);
/** An owner's cash payment: a declaration nobody has received yet (docs/decisions/0007). */
const declaredCashDetail = (state: StateExamples) => {
  const detail = cashDetail(state);
  return { ...detail, payment_status: 'pending' as const, team_number: null, cash: { ...detail.cash!, received_date: null, received_by_username: null } };
};
const rejectedCashDetail = (state: StateExamples) => {
  const detail = toPaymentDetail(state.db, state.db.payments.find((p) => p.id === idOf(state, 'paymentId'))!);
  return { ...detail, payment_status: 'rejected' as const, cash: { ...detail.cash!, rejection_reason: 'El dinero no llegó a la tesorería' } };
};
/** Provider ids are random (docs/decisions/0007): a fixed example keeps the committed pact stable. */
const PROVIDER_REF_EXAMPLE = '482615907314865201';

const cardPayment = (state: StateExamples) => state.db.payments.find((p) => p.id === idOf(state, 'paymentId'))!;

describe('Pact: payments', () => {
  it('lists the payments of the current competition', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.list,
      description: 'a client admin lists the payments of the current competition',
      state: 'the user is a client admin',
      respond: {
        example: (state) => {
          const competitionId = currentCompetitionOf(state).id;
          return state.db.payments.filter((p) => registrationOfPayment(state.db, p).competition_id === competitionId).map((p) => toPayment(state.db, p));
        },
      },
    });
  });

  it('reads a payment with its transfer details', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.get,
      description: 'a client admin reads a pending transfer payment',
      state: 'a pending transfer exists',
      params: { id: fromState('paymentId') },
      respond: { example: (state) => toPaymentDetail(state.db, state.db.payments.find((p) => p.id === idOf(state, 'paymentId'))!) },
    });
  });

  it('answers 404 in Spanish for a payment that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.get,
      description: 'a client admin reads a payment that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('registers the card payment the provider reports on return', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.create,
      description: "a team owner back from the card provider registers the provider's payment id",
      state: 'a team owner with a card payment in progress exists',
      body: { payment_id: fromState('mercadopagoRef') },
      respond: { example: (state) => toPaymentStatusResult(state.db, cardPayment(state)) },
    });
  });

  it('records no card payment for a link nobody paid at the checkout, with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.create,
      description: 'a team owner posts the payment id of a link without paying at the card provider',
      state: 'a team owner has a card payment link nobody paid at the checkout',
      body: { payment_id: fromState('providerPaymentRef', PROVIDER_REF_EXAMPLE) },
      respond: { status: 422, message: paymentsApiMessages.checkoutNotCompleted, errorCode: 'BUSINESS_RULE' },
    });
  });

  it('refuses the card charge of an earlier link once the team has a pending payment, with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.create,
      description: 'a team owner with a pending cash payment returns from the card provider with a link handed out earlier',
      state: 'a team owner with a pending payment is back from the card provider',
      body: { payment_id: fromState('providerPaymentRef', PROVIDER_REF_EXAMPLE) },
      respond: { status: 422, message: 'El equipo tiene pagos pendientes', errorCode: 'BUSINESS_RULE' },
    });
  });

  it('refuses the card charge of an earlier link once the team is exempt, with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.create,
      description: 'a team owner whose team was exempted returns from the card provider with a link handed out earlier',
      state: 'a team owner whose team was exempted is back from the card provider',
      body: { payment_id: fromState('providerPaymentRef', PROVIDER_REF_EXAMPLE) },
      respond: { status: 422, message: 'Esta inscripción ya ha sido pagada', errorCode: 'BUSINESS_RULE' },
    });
  });

  it('reads the status of a card payment by the provider id', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.getStatus,
      description: 'a team owner reads the status of the card payment in progress',
      state: 'a team owner with a card payment in progress exists',
      params: { id: fromState('mercadopagoRef') },
      respond: { example: (state) => toPaymentStatusResult(state.db, cardPayment(state)) },
    });
  });

  it('reports a transfer of the own team, which waits for confirmation', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.createTransfer,
      description: 'a team owner with an unpaid registration reports a transfer at the valid transfer price',
      state: 'the current competition has registration open',
      body: { comp_price_id: fromState('transferPriceId'), ...sender },
      respond: { example: pendingTransferDetail },
    });
  });

  it('refuses a transfer with a CUIT of 10 digits with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.createTransfer,
      description: 'a team owner reports a transfer with a CUIT of 10 digits',
      state: 'the current competition has registration open',
      body: { comp_price_id: fromState('transferPriceId'), ...sender, sender_cuit: '2730111222' },
      respond: { status: 400 },
    });
  });

  it("records a team's transfer (admins), approved at once", async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.createTransferAdmin,
      description: 'a client admin records the transfer of a registered unpaid team',
      state: 'a client admin is signed in and an incomplete team exists',
      body: { comp_price_id: fromState('transferPriceId'), team_id: fromState('teamId'), ...sender },
      respond: {
        example: (state) => {
          const detail = confirmedTransferDetail(state);
          // Recorded by an admin: confirmed without notes.
          return { ...detail, transfer: { ...detail.transfer!, transfer_admin_notes: null } };
        },
      },
    });
  });

  it('confirms a pending transfer', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.confirmTransfer,
      description: 'a client admin confirms a pending transfer with a note',
      state: 'a pending transfer exists',
      params: { id: fromState('transferId') },
      body: { admin_notes: 'Comprobante verificado' },
      respond: { example: confirmedTransferDetail },
    });
  });

  it('rejects a pending transfer with a reason', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.rejectTransfer,
      description: 'a client admin rejects a pending transfer',
      state: 'a pending transfer exists',
      params: { id: fromState('transferId') },
      body: { rejection_reason: 'El monto transferido no coincide con el precio vigente' },
      respond: { example: rejectedTransferDetail },
    });
  });

  it('refuses a rejection without a reason with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.rejectTransfer,
      description: 'a client admin rejects a pending transfer without a reason',
      state: 'a pending transfer exists',
      params: { id: fromState('transferId') },
      body: { rejection_reason: '' },
      respond: { status: 400 },
    });
  });

  it('answers 404 in Spanish for a transfer that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.confirmTransfer,
      description: 'a client admin confirms a transfer that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      body: {},
      respond: { status: 404 },
    });
  });

  it('lists the transfers waiting for confirmation', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.listPendingTransfers,
      description: 'a client admin lists the pending transfers of the current competition',
      state: 'a pending transfer exists',
      respond: {
        example: ({ db }) => db.transferPayments.filter((t) => t.confirmation_status === 'pending').map((t) => toPendingTransfer(db, t)),
      },
    });
  });

  it('records the cash payment an owner declares for the own team, pending until an admin confirms it', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.createCash,
      description: 'a team owner with an unpaid registration declares a cash payment at the valid cash price',
      state: 'the current competition has registration open',
      body: { comp_price_id: fromState('cashPriceId'), ...payer },
      respond: { example: declaredCashDetail },
    });
  });

  it('confirms the receipt of a cash payment a team owner declared', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.confirmCash,
      description: 'a client admin confirms a pending cash declaration',
      state: 'a cash payment declared by a team owner is pending',
      params: { id: fromState('paymentId') },
      respond: { example: cashDetail },
    });
  });

  it('refuses to confirm cash already received with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.confirmCash,
      description: 'a client admin confirms a cash payment that was already received',
      state: 'a cash payment exists',
      params: { id: fromState('paymentId') },
      respond: { status: 422, errorCode: 'BUSINESS_RULE' },
    });
  });

  it('refuses the confirmation of cash to the team owner who declared it with 403 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.confirmCash,
      description: 'a team owner tries to confirm the own cash declaration',
      state: 'a team owner has declared a cash payment',
      params: { id: fromState('paymentId') },
      respond: { status: 403, message: 'No tenés permiso para realizar esta acción', errorCode: 'FORBIDDEN' },
    });
  });

  it('answers 404 in Spanish for a cash payment that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.confirmCash,
      description: 'a client admin confirms a cash payment that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('rejects a cash declaration that never arrived, with a reason', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.rejectCash,
      description: 'a client admin rejects a pending cash declaration',
      state: 'a cash payment declared by a team owner is pending',
      params: { id: fromState('paymentId') },
      body: { rejection_reason: 'El dinero no llegó a la tesorería' },
      respond: { example: rejectedCashDetail },
    });
  });

  it("records a team's cash payment (admins)", async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.createCash,
      description: 'a client admin records the cash payment of a registered unpaid team',
      state: 'a client admin is signed in and an incomplete team exists',
      body: { comp_price_id: fromState('cashPriceId'), team_id: fromState('teamId'), ...payer },
      respond: { example: cashDetail },
    });
  });

  it('refuses a cash payment for a team that does not exist with 404 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: paymentsEndpoints.createCash,
      description: 'a client admin records a cash payment for a team that does not exist',
      state: 'a client admin is signed in and an incomplete team exists',
      body: { comp_price_id: fromState('cashPriceId'), team_id: UNKNOWN_ID, ...payer },
      respond: { status: 404 },
    });
  });
});
