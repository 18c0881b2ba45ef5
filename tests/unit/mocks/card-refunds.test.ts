import { describe, expect, it } from 'vitest';
import { cardPaymentNoticeTexts } from '@contracts/card-payment-notices';
import { competitionsEndpoints } from '@contracts/competitions';
import { paymentsEndpoints } from '@contracts/payments';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { membersOf, registrationOf, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { applyCardPaymentReport } from '@mocks/rules/card-payment-reports';
import { openCardPaymentAttempt, openCheckout } from '@mocks/rules/card-payments';
import { markChargeReturned, markRefundFailed, refundDue } from '@mocks/rules/card-refunds';
import { currentCompetition } from '@mocks/rules/current-competition';
import { fillPlaceholders } from '@mocks/rules/notification-text';
import { validPriceAt } from '@mocks/rules/pricing';
import type { ApiClient } from '@/api/client';
import { clientAs } from './signed-in-client';

/**
 * Decision 0067: a card charge the registration could not take is recorded as rejected with a
 * refund due, never counted; a failed refund waits in 'Para hacer' until the money goes back;
 * the team is told once; paying another way closes the open card links; a pending card payment
 * the provider refuses reaches the team's bell.
 */

const current = () => currentCompetition(db())!;
const cardPrice = () => validPriceAt(db().competitionPrices, current().id, 'mercadopago', new Date())!;
const teamId = () => userByUsername(db(), 'capitan.pendiente')!.team_id!;
const registration = () => registrationOf(db(), teamId(), current().id)!;
const at = () => new Date().toISOString();
const noticesOf = (type: string) => db().userNotifications.filter((n) => n.team_id === teamId() && n.type === type);

async function overviewAs(admin: ApiClient) {
  const reply = await admin.call(competitionsEndpoints.getOverview, {});
  if (!reply.ok) throw new Error(reply.message);
  return reply.data.pending;
}

async function paymentRow(admin: ApiClient, mercadopagoId: string) {
  const reply = await admin.call(paymentsEndpoints.list, {});
  if (!reply.ok) throw new Error(reply.message);
  return reply.data.find((p) => p.mercadopago_payment_id === mercadopagoId)!;
}

/** A link handed out while unpaid, then an admin exempts the team: the card is approved after. */
async function linkThenExempt() {
  const attempt = openCardPaymentAttempt(db(), registration(), cardPrice(), at());
  const admin = await clientAs('admin.cliente');
  const exempted = await admin.call(teamCompetitionsEndpoints.exempt, { params: { id: registration().id }, body: { exemption_reason: 'vip' } });
  expect(exempted.statusCode).toBe(200);
  return { attempt, admin };
}

describe('card charges the registration could not take (decision 0067)', () => {
  it('records an approved charge for an exempt registration as rejected with a refund due, never counted, and closes the link', async () => {
    const { attempt, admin } = await linkThenExempt();
    const before = { ...registration() };
    // Exempting closed the open link: its checkout refuses it and it is never handed out again.
    expect(attempt.closed_at).toEqual(expect.any(String));
    expect(openCheckout(db(), attempt.provider_payment_id)).toBeUndefined();

    const { payment, outcome } = applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000501', status: 'approved' }, at());
    expect(outcome).toBe('refused_charge');
    expect(payment).toMatchObject({ status: 'rejected', provider_status: 'approved', card_refund: { reason: 'already_paid', status: 'due', failure: null } });
    expect(refundDue(payment)).toBe(true);
    // The registration is as the exemption left it: exempt, with its team number.
    expect(registration()).toMatchObject({ payment_status: 'exempt', status: 'accepted', team_number: before.team_number });
    expect(noticesOf('payment_approved')).toHaveLength(0);

    const row = await paymentRow(admin, '1320000501');
    expect(row).toMatchObject({ payment_status: 'rejected', to_do: null, card: { refund: { reason: 'already_paid', status: 'due' } } });
    expect((await overviewAs(admin)).card_refunds_failed).toBe(0);
    // The same report again changes nothing: one payment row.
    expect(applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000501', status: 'approved' }, at()).outcome).toBe('unchanged');
    expect(db().payments.filter((p) => p.mercadopago_payment_id === '1320000501')).toHaveLength(1);
  });

  it("shows a failed refund in 'Para hacer' until the money goes back, then tells the team once", async () => {
    const { attempt, admin } = await linkThenExempt();
    const { payment } = applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000502', status: 'approved' }, at());
    const before = await overviewAs(admin);
    markRefundFailed(payment, 'Mercado Pago no respondió', at());
    expect((await overviewAs(admin)).card_refunds_failed).toBe(before.card_refunds_failed + 1);
    expect(await paymentRow(admin, '1320000502')).toMatchObject({ to_do: 'card_refund', card: { refund: { status: 'failed', failure: 'Mercado Pago no respondió' } } });

    // Mercado Pago reports the payment refunded (a later retry, or a refund made by hand there).
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000502', status: 'refunded' }, at());
    expect(payment.card_refund).toMatchObject({ status: 'refunded', failure: null, refunded_at: expect.any(String) });
    expect(refundDue(payment)).toBe(false);
    expect((await overviewAs(admin)).card_refunds_failed).toBe(before.card_refunds_failed);
    // Not a reversal: the registration is untouched and nothing waits for a reversal either.
    expect(registration()).toMatchObject({ payment_status: 'exempt' });
    expect((await overviewAs(admin)).card_reversals).toBe(before.card_reversals);
    expect(noticesOf('payment_reversed')).toHaveLength(0);

    const told = noticesOf('card_charge_refunded');
    expect(told).toHaveLength(membersOf(db(), teamId()).length);
    expect(told[0]!.title).toBe(cardPaymentNoticeTexts.card_charge_refunded.title);
    const text = fillPlaceholders(told[0]!.description, told[0]!.custom_data as Record<string, string>);
    expect(text).toContain('se devolvió porque la inscripción ya estaba pagada');
    expect(text).toContain('N.º 1320000502');
    expect(text).not.toMatch(/\{\{/);
    // Told once: a repeated refund report or mark changes nothing.
    expect(markChargeReturned(db(), payment, at())).toBe(false);
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000502', status: 'refunded' }, at());
    expect(noticesOf('card_charge_refunded')).toHaveLength(told.length);
  });

  it('refunds a charge approved while another payment is pending, with that reason', async () => {
    const attempt = openCardPaymentAttempt(db(), registration(), cardPrice(), at());
    const first = applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000503', status: 'in_process' }, at());
    expect(first.outcome).toBe('recorded');
    const second = applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000504', status: 'approved' }, at());
    expect(second.outcome).toBe('refused_charge');
    expect(second.payment.card_refund?.reason).toBe('other_payment_pending');
    expect(registration()).toMatchObject({ status: 'payment_in_progress', payment_status: 'pending' });
  });

  it('records nothing for a charge still in process on a registration already paid (no money moved yet)', async () => {
    const { attempt } = await linkThenExempt();
    expect(() => applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000505', status: 'in_process' }, at())).toThrow('Esta inscripción ya ha sido pagada');
    expect(db().payments.some((p) => p.mercadopago_payment_id === '1320000505')).toBe(false);
  });

  it("tells the team once when a pending card payment is rejected or cancelled", () => {
    const attempt = openCardPaymentAttempt(db(), registration(), cardPrice(), at());
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000506', status: 'in_process' }, at());
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000506', status: 'rejected' }, at());
    expect(registration()).toMatchObject({ status: 'registered', payment_status: 'unpaid' });
    const told = noticesOf('card_payment_rejected');
    expect(told).toHaveLength(membersOf(db(), teamId()).length);
    expect(told[0]!.title).toBe('El pago con tarjeta fue rechazado');
    expect(fillPlaceholders(told[0]!.description, told[0]!.custom_data as Record<string, string>)).toMatch(/fue rechazado: la inscripción sigue impaga\. Podés volver a pagar desde Competencia\.$/);
    // A later report of the same payment (cancelled) tells nobody again.
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000506', status: 'cancelled' }, at());
    expect(noticesOf('card_payment_rejected')).toHaveLength(told.length);

    const other = openCardPaymentAttempt(db(), registration(), cardPrice(), at());
    applyCardPaymentReport(db(), other, { providerPaymentId: '1320000507', status: 'pending' }, at());
    applyCardPaymentReport(db(), other, { providerPaymentId: '1320000507', status: 'cancelled' }, at());
    const cancelled = noticesOf('card_payment_rejected').at(-1)!;
    expect(fillPlaceholders(cancelled.description, cancelled.custom_data as Record<string, string>)).toContain('fue cancelado: la inscripción sigue impaga');
  });

  it('closes the open links when a card payment is approved, so a second link is a new one', async () => {
    const owner = await clientAs('capitan.pendiente');
    const params = { competitionId: current().id, priceId: cardPrice().id };
    const link = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params });
    const ref = new URL(link.data!.checkInUrl).searchParams.get('payment_id')!;
    const attempt = db().paymentAttempts.find((a) => a.provider_payment_id === ref)!;
    const other = openCardPaymentAttempt(db(), registration(), cardPrice(), at());
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000508', status: 'approved' }, at());
    expect(other.closed_at).toEqual(expect.any(String));
    // Reversed: the team pays again with a new link, not the closed one.
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000508', status: 'refunded' }, at());
    const again = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params });
    const againRef = new URL(again.data!.checkInUrl).searchParams.get('payment_id')!;
    expect([ref, other.provider_payment_id]).not.toContain(againRef);
  });
});
