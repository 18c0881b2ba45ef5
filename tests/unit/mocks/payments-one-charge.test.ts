import { describe, expect, it } from 'vitest';
import { paymentsEndpoints } from '@contracts/payments';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { db } from '@mocks/db/store';
import { registrationOf, userByUsername } from '@mocks/db/queries';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import type { PaymentType } from '@contracts/enums';
import { clientAs } from './signed-in-client';
import { decideAtCheckout } from './http';

/**
 * Issue 7 §3: a link handed out while the team was unpaid still charged the card after the
 * team had reported a transfer, been exempted or paid (charged twice), and the demo
 * provider ids were 90000000000 + the attempt's row id, so anyone could guess them.
 */

const current = () => currentCompetition(db())!;
const validPrice = (type: PaymentType) => validPriceAt(db().competitionPrices, current().id, type, new Date())!;
const teamId = () => userByUsername(db(), 'capitan.pendiente')!.team_id!;
const registration = () => registrationOf(db(), teamId(), current().id)!;
const sender = { sender_first_name: 'Marta', sender_last_name: 'Quiroga', sender_cuit: '27-28456123-4' };
const payer = { payer_first_name: 'Marta', payer_last_name: 'Quiroga', payer_dni: '28456123' };

/** capitan.pendiente asks for a card payment link while unpaid and approves it at the checkout; the provider id the link returns with. */
async function linkHandedOut() {
  const owner = await clientAs('capitan.pendiente');
  const link = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: validPrice('mercadopago').id } });
  expect(link.ok).toBe(true);
  const providerId = new URL(link.data!.checkInUrl).searchParams.get('payment_id')!;
  await decideAtCheckout(providerId, 'approved');
  return { owner, providerId };
}

const cardPaymentsOfTeam = () => db().payments.filter((p) => p.team_competition_id === registration().id && p.payment_type === 'mercadopago');

describe('payments handlers: one registration is charged at most once', () => {
  it("refuses the card charge of an earlier link once the team reported a transfer (422), and charges nothing", async () => {
    const { owner, providerId } = await linkHandedOut();
    expect((await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: validPrice('transfer').id, ...sender } })).statusCode).toBe(201);
    const charge = await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } });
    expect(charge).toMatchObject({ statusCode: 422, message: 'El equipo tiene pagos pendientes', errorCode: 'BUSINESS_RULE' });
    expect(cardPaymentsOfTeam()).toHaveLength(0);
    expect(registration()).toMatchObject({ status: 'payment_in_progress', payment_status: 'pending', team_number: null });
  });

  it('refuses the card charge of an earlier link once the team was exempted (422)', async () => {
    const { owner, providerId } = await linkHandedOut();
    const admin = await clientAs('admin.cliente');
    expect((await admin.call(teamCompetitionsEndpoints.exempt, { params: { id: registration().id }, body: { exemption_reason: 'vip' } })).statusCode).toBe(200);
    const charge = await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } });
    expect(charge).toMatchObject({ statusCode: 422, message: 'Esta inscripción ya ha sido pagada' });
    expect(cardPaymentsOfTeam()).toHaveLength(0);
    expect(registration()).toMatchObject({ payment_status: 'exempt' });
  });

  it('refuses the card charge of an earlier link once an admin recorded the cash (422)', async () => {
    const { owner, providerId } = await linkHandedOut();
    const admin = await clientAs('admin.cliente');
    expect((await admin.call(paymentsEndpoints.createCash, { body: { comp_price_id: validPrice('cash').id, team_id: teamId(), ...payer } })).statusCode).toBe(201);
    const charge = await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } });
    expect(charge).toMatchObject({ statusCode: 422, message: 'Esta inscripción ya ha sido pagada' });
    expect(cardPaymentsOfTeam()).toHaveLength(0);
  });

  it('refuses a second link of another price once one was charged (422): two links, one charge', async () => {
    const { owner, providerId } = await linkHandedOut();
    const otherPrice = db().competitionPrices.find((p) => p.competition_id === current().id && p.payment_type === 'mercadopago' && p.id !== validPrice('mercadopago').id)!;
    const attempt = db().paymentAttempts.find((a) => a.team_competition_id === registration().id && a.payment_id === null)!;
    // A second link of the same registration handed out earlier (another price).
    db().paymentAttempts.push({ ...attempt, id: attempt.id + 1000, price_id: otherPrice.id, provider_payment_id: '123456789012345678', checkin_url: '/x?payment_id=123456789012345678' });
    expect((await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } })).statusCode).toBe(201);
    const second = await owner.call(paymentsEndpoints.create, { body: { payment_id: '123456789012345678' } });
    expect(second).toMatchObject({ statusCode: 422, message: 'Esta inscripción ya ha sido pagada' });
    expect(cardPaymentsOfTeam()).toHaveLength(1);
  });

  it('answers a replayed, already charged id with the same payment and never charges again', async () => {
    const { owner, providerId } = await linkHandedOut();
    const approvals = () => db().userNotifications.filter((n) => n.team_id === teamId() && n.type === 'payment_approved').length;
    const first = await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } });
    const told = approvals();
    const replay = await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } });
    expect(replay).toMatchObject({ statusCode: 201, data: { payment_id: first.data!.payment_id } });
    expect(cardPaymentsOfTeam()).toHaveLength(1);
    expect(approvals()).toBe(told);
  });

  it('hands out provider ids that cannot be guessed from the row id: long, random, stored with the attempt', async () => {
    const { owner, providerId } = await linkHandedOut();
    const attempt = db().paymentAttempts.find((a) => a.team_competition_id === registration().id && a.payment_id === null)!;
    expect(providerId).toMatch(/^\d{18}$/);
    expect(attempt.provider_payment_id).toBe(providerId);
    // What the demo used to hand out: 90000000000 + the attempt id. It charges nothing now.
    expect((await owner.call(paymentsEndpoints.create, { body: { payment_id: String(90_000_000_000 + attempt.id) } })).statusCode).toBe(404);
    expect(registration().payment_status).toBe('unpaid');
  });
});
