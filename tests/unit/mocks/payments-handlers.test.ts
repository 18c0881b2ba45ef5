import { describe, expect, it } from 'vitest';
import { paymentsEndpoints } from '@contracts/payments';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import type { PaymentType } from '@contracts/enums';
import { db } from '@mocks/db/store';
import { membersOf, registrationOf, userByUsername } from '@mocks/db/queries';
import { openCardPaymentAttempt } from '@mocks/rules/card-payments';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import { anonymousClient, clientAs } from './signed-in-client';
import { decideAtCheckout } from './http';
import { paymentsApiMessages } from '@contracts/payments-messages';

const current = () => currentCompetition(db())!;
const validPrice = (type: PaymentType) => validPriceAt(db().competitionPrices, current().id, type, new Date())!;
const teamOf = (username: string) => userByUsername(db(), username)!.team_id!;
const registrationOfTeam = (teamId: number) => registrationOf(db(), teamId, current().id)!;
const sender = { sender_first_name: 'Marta', sender_last_name: 'Quiroga', sender_cuit: '27-28456123-4' };
const payer = { payer_first_name: 'Marta', payer_last_name: 'Quiroga', payer_dni: '28456123' };
const notificationsOf = (teamId: number, type: string) => db().userNotifications.filter((n) => n.team_id === teamId && n.type === type && n.status === 'unread');

/** A team registered in the current competition, unpaid and with no payment at all. */
const unpaidTeamWithoutPayments = () =>
  db().teamCompetitions.find(
    (tc) => tc.competition_id === current().id && tc.payment_status === 'unpaid' && !db().payments.some((p) => p.team_competition_id === tc.id),
  )!.team_id;

const pendingTransfer = () => db().transferPayments.find((t) => t.confirmation_status === 'pending')!;
const registrationOfTransfer = (transferId: number) => {
  const payment = db().payments.find((p) => p.id === db().transferPayments.find((t) => t.id === transferId)!.payment_id)!;
  return db().teamCompetitions.find((tc) => tc.id === payment.team_competition_id)!;
};

describe('payments handlers: lists and detail', () => {
  it("lists the current competition's payments newest first, and another competition's when asked", async () => {
    const admin = await clientAs('admin.cliente');
    const reply = await admin.call(paymentsEndpoints.list);
    expect(reply.ok).toBe(true);
    const rows = reply.data!;
    const inCurrent = db().payments.filter((p) => db().teamCompetitions.find((tc) => tc.id === p.team_competition_id)!.competition_id === current().id);
    expect(rows.map((r) => r.payment_id).sort((a, b) => a - b)).toEqual(inCurrent.map((p) => p.id).sort((a, b) => a - b));
    expect(rows.map((r) => r.payment_created_at)).toEqual([...rows.map((r) => r.payment_created_at)].sort().reverse());
    expect(new Set(rows.map((r) => r.payment_type))).toEqual(new Set(['transfer', 'cash', 'mercadopago']));

    const past = db().competitions.find((c) => c.id !== current().id)!;
    const pastRows = (await admin.call(paymentsEndpoints.list, { query: { competition_id: past.id } })).data!;
    expect(pastRows.length).toBeGreaterThan(0);
    expect(pastRows.some((r) => rows.some((c) => c.payment_id === r.payment_id))).toBe(false);
    expect(await admin.call(paymentsEndpoints.list, { query: { competition_id: 999 } })).toMatchObject({ statusCode: 404, message: 'No se encontró la competencia.' });
  });

  it('refuses payment lists to team owners (403) and to callers without a session (401)', async () => {
    expect((await (await clientAs('capitan.completo')).call(paymentsEndpoints.list)).statusCode).toBe(403);
    expect((await anonymousClient().call(paymentsEndpoints.list)).statusCode).toBe(401);
  });

  it("shows a payment's method details: who received the cash, who confirmed the transfer", async () => {
    const admin = await clientAs('admin.sistema');
    const cash = db().cashPayments[0]!;
    const cashReply = await admin.call(paymentsEndpoints.get, { params: { id: cash.payment_id } });
    expect(cashReply.data).toMatchObject({ payment_type: 'cash', transfer: null, cash: { payer_dni: cash.payer_dni, received_by_username: 'admin.cliente' } });

    const confirmed = db().transferPayments.find((t) => t.confirmation_status === 'confirmed')!;
    const transferReply = await admin.call(paymentsEndpoints.get, { params: { id: confirmed.payment_id } });
    expect(transferReply.data).toMatchObject({
      payment_type: 'transfer',
      cash: null,
      transfer: { transfer_payment_id: confirmed.id, transfer_confirmation_status: 'confirmed', transfer_confirmed_by_username: 'admin.cliente' },
    });
  });

  it("answers 'Pago no encontrado' for an unknown payment and 400 for a non-numeric id", async () => {
    const admin = await clientAs('admin.cliente');
    expect(await admin.call(paymentsEndpoints.get, { params: { id: 99999 } })).toMatchObject({ statusCode: 404, message: 'Pago no encontrado' });
    expect((await admin.call(paymentsEndpoints.get, { params: { id: 'abc' as unknown as number } })).statusCode).toBe(400);
  });

  it('lists the pending transfers of the current competition, oldest first, and none for a finished one', async () => {
    const admin = await clientAs('admin.cliente');
    const rows = (await admin.call(paymentsEndpoints.listPendingTransfers)).data!;
    expect(rows.length).toBe(db().transferPayments.filter((t) => t.confirmation_status === 'pending').length);
    expect(rows.every((r) => r.confirmation_status === 'pending')).toBe(true);
    expect(rows.map((r) => r.transfer_created_at)).toEqual([...rows.map((r) => r.transfer_created_at)].sort());
    const past = db().competitions.find((c) => c.id !== current().id)!;
    expect((await admin.call(paymentsEndpoints.listPendingTransfers, { query: { competition_id: past.id } })).data).toEqual([]);
  });
});

describe('payments handlers: the payer reports a transfer', () => {
  it('records a pending transfer (201): the team shows a payment in progress and the admins see it to confirm', async () => {
    const owner = await clientAs('capitan.pendiente');
    const reply = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: validPrice('transfer').id, ...sender } });
    expect(reply).toMatchObject({ ok: true, statusCode: 201, message: 'Pago de transferencia creado exitosamente' });
    expect(reply.data).toMatchObject({
      payment_type: 'transfer',
      payment_status: 'pending',
      payment_amount: validPrice('transfer').price,
      transfer: { sender_cuit: '27-28456123-4', transfer_confirmation_status: 'pending', transfer_confirmed_by_username: null },
    });
    expect(registrationOfTeam(teamOf('capitan.pendiente'))).toMatchObject({ status: 'payment_in_progress', payment_status: 'pending', team_number: null });
    const queue = (await (await clientAs('admin.cliente')).call(paymentsEndpoints.listPendingTransfers)).data!;
    expect(queue.some((t) => t.payment_id === reply.data!.payment_id)).toBe(true);
  });

  it('refuses a second payment while one is pending (SPEC §4)', async () => {
    const owner = await clientAs('capitan.pendiente');
    const body = { comp_price_id: validPrice('transfer').id, ...sender };
    expect((await owner.call(paymentsEndpoints.createTransfer, { body })).ok).toBe(true);
    expect(await owner.call(paymentsEndpoints.createTransfer, { body })).toMatchObject({ statusCode: 422, message: 'El equipo tiene pagos pendientes' });
    const cash = await owner.call(paymentsEndpoints.createCash, { body: { comp_price_id: validPrice('cash').id, ...payer } });
    expect(cash).toMatchObject({ statusCode: 422, message: 'El equipo tiene pagos pendientes' });
  });

  it('refuses to take a payment twice from a paid team', async () => {
    const owner = await clientAs('capitan.completo');
    const reply = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: validPrice('transfer').id, ...sender } });
    expect(reply).toMatchObject({ statusCode: 422, message: 'Esta inscripción ya ha sido pagada' });
  });

  it('refuses a transfer at a price that is not a transfer price, or whose window has closed', async () => {
    const owner = await clientAs('capitan.pendiente');
    const cashPrice = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: validPrice('cash').id, ...sender } });
    expect(cashPrice).toMatchObject({ statusCode: 404, message: 'Error: No se encontraron los detalles de la transferencia' });
    const expired = db().competitionPrices.find((p) => p.competition_id === current().id && p.payment_type === 'transfer' && new Date(p.end_date) < new Date())!;
    const late = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: expired.id, ...sender } });
    expect(late).toMatchObject({ statusCode: 422, message: 'El plazo de pago ha expirado. Ya no es posible realizar el pago.' });
  });

  it('refuses a transfer at an unknown price (404) and at a price whose window has not opened yet (422)', async () => {
    const owner = await clientAs('capitan.pendiente');
    const unknown = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: 99999, ...sender } });
    expect(unknown).toMatchObject({ statusCode: 404, message: 'Error: No se encontraron los detalles de la transferencia' });
    const future = validPrice('transfer');
    future.start_date = new Date(Date.now() + 86_400_000).toISOString();
    const early = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: future.id, ...sender } });
    expect(early).toMatchObject({ statusCode: 422, message: 'Este precio todavía no está vigente' });
    expect(registrationOfTeam(teamOf('capitan.pendiente')).payment_status).toBe('unpaid');
  });

  it('checks the form: CUIT of 11 digits, every field required (400)', async () => {
    const owner = await clientAs('capitan.pendiente');
    const shortCuit = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: validPrice('transfer').id, ...sender, sender_cuit: '2028456123' } });
    expect(shortCuit).toMatchObject({ statusCode: 400, message: 'sender_cuit: CUIT debe tener exactamente 11 dígitos' });
    const blank = await owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: validPrice('transfer').id, ...sender, sender_last_name: '  ' } });
    expect(blank).toMatchObject({ statusCode: 400, message: 'sender_last_name: Este campo es obligatorio' });
  });

  it('refuses the payer transfer to team members (403) and to a team not registered in the competition (422)', async () => {
    const body = { comp_price_id: validPrice('transfer').id, ...sender };
    expect((await (await clientAs('miembro.activo')).call(paymentsEndpoints.createTransfer, { body })).statusCode).toBe(403);
    expect(await (await clientAs('capitan.sinequipo')).call(paymentsEndpoints.createTransfer, { body })).toMatchObject({ statusCode: 404, message: 'No se encontró el equipo.' });
    const unregistered = db().teams.find((t) => !registrationOf(db(), t.id, current().id))!;
    const owner = await clientAs(db().users.find((u) => u.id === unregistered.owner_id)!.username);
    expect(await owner.call(paymentsEndpoints.createTransfer, { body })).toMatchObject({ statusCode: 422, message: 'El equipo no está inscripto en la competencia' });
  });
});

describe('payments handlers: admins confirm or reject transfers', () => {
  it('confirms a pending transfer: payment approved, team accepted with the next team number, members notified', async () => {
    const transfer = pendingTransfer();
    const registration = registrationOfTransfer(transfer.id);
    const highest = Math.max(...db().teamCompetitions.filter((tc) => tc.competition_id === current().id).map((tc) => tc.team_number ?? 0));
    const reply = await (await clientAs('admin.cliente')).call(paymentsEndpoints.confirmTransfer, { params: { id: transfer.id }, body: { admin_notes: 'Visto en el extracto' } });
    expect(reply).toMatchObject({ statusCode: 200, message: 'Acción realizada correctamente' });
    expect(reply.data).toMatchObject({
      payment_status: 'approved',
      team_number: highest + 1,
      transfer: { transfer_confirmation_status: 'confirmed', transfer_admin_notes: 'Visto en el extracto', transfer_confirmed_by_username: 'admin.cliente' },
    });
    expect(registration).toMatchObject({ status: 'accepted', payment_status: 'paid', team_number: highest + 1 });
    const notified = notificationsOf(registration.team_id, 'payment_approved');
    expect(notified.map((n) => n.user_id).sort()).toEqual(membersOf(db(), registration.team_id).map((m) => m.user_id).sort());
    expect(notified[0]!.custom_data).toMatchObject({ team_number: highest + 1 });
  });

  it('confirms without notes, and refuses to act twice on the same transfer (422)', async () => {
    const admin = await clientAs('admin.cliente');
    const transfer = pendingTransfer();
    expect((await admin.call(paymentsEndpoints.confirmTransfer, { params: { id: transfer.id }, body: {} })).data!.transfer!.transfer_admin_notes).toBeNull();
    const again = await admin.call(paymentsEndpoints.rejectTransfer, { params: { id: transfer.id }, body: { rejection_reason: 'Monto incorrecto' } });
    expect(again).toMatchObject({ statusCode: 422, message: 'La transferencia ya fue procesada' });
    expect(await admin.call(paymentsEndpoints.confirmTransfer, { params: { id: 99999 }, body: {} })).toMatchObject({ statusCode: 404, message: 'Transferencia no encontrada' });
  });

  it('rejects a transfer with its reason: the team is registered and unpaid again, told why, and may pay again', async () => {
    const transfer = pendingTransfer();
    const registration = registrationOfTransfer(transfer.id);
    const admin = await clientAs('admin.sistema');
    const reply = await admin.call(paymentsEndpoints.rejectTransfer, { params: { id: transfer.id }, body: { rejection_reason: 'El comprobante es ilegible' } });
    expect(reply.data).toMatchObject({ payment_status: 'rejected', transfer: { transfer_confirmation_status: 'rejected', transfer_rejection_reason: 'El comprobante es ilegible' } });
    expect(registration).toMatchObject({ status: 'registered', payment_status: 'unpaid', team_number: null });
    expect(notificationsOf(registration.team_id, 'payment_rejected')[0]!.custom_data).toMatchObject({ reason: 'El comprobante es ilegible' });
    const again = await admin.call(paymentsEndpoints.createCash, { body: { comp_price_id: validPrice('cash').id, team_id: registration.team_id, ...payer } });
    expect(again.statusCode).toBe(201);
  });

  it('refuses the confirmation to an admin who is on the paying team (403): nobody approves their own money', async () => {
    const transfer = pendingTransfer();
    const registration = registrationOfTransfer(transfer.id);
    userByUsername(db(), 'admin.cliente')!.team_id = registration.team_id;
    const reply = await (await clientAs('admin.cliente')).call(paymentsEndpoints.confirmTransfer, { params: { id: transfer.id }, body: {} });
    expect(reply).toMatchObject({ statusCode: 403, message: 'No podés confirmar un pago que registraste o de tu propio equipo' });
    expect(transfer.confirmation_status).toBe('pending');
    expect(registration.payment_status).toBe('pending');
  });

  it("requires the rejection's reason (400) and refuses both actions to team owners (403)", async () => {
    const transfer = pendingTransfer();
    const noReason = await (await clientAs('admin.cliente')).call(paymentsEndpoints.rejectTransfer, { params: { id: transfer.id }, body: { rejection_reason: '' } });
    expect(noReason).toMatchObject({ statusCode: 400, message: 'rejection_reason: Este campo es obligatorio' });
    expect((await (await clientAs('capitan.pendiente')).call(paymentsEndpoints.confirmTransfer, { params: { id: transfer.id }, body: {} })).statusCode).toBe(403);
  });
});

describe('payments handlers: admins record transfers and cash', () => {
  it('records an admin transfer as confirmed at once: the team is accepted with a number', async () => {
    const teamId = unpaidTeamWithoutPayments();
    const reply = await (await clientAs('admin.cliente')).call(paymentsEndpoints.createTransferAdmin, { body: { comp_price_id: validPrice('transfer').id, team_id: teamId, ...sender } });
    expect(reply).toMatchObject({ statusCode: 201, data: { team_id: teamId, payment_status: 'approved', transfer: { transfer_confirmation_status: 'confirmed', transfer_confirmed_by_username: 'admin.cliente' } } });
    expect(registrationOfTeam(teamId)).toMatchObject({ status: 'accepted', payment_status: 'paid', team_number: expect.any(Number) });
  });

  it('records cash received by the admin: approved, with the receiver and the payer', async () => {
    const teamId = unpaidTeamWithoutPayments();
    const reply = await (await clientAs('admin.sistema')).call(paymentsEndpoints.createCash, { body: { comp_price_id: validPrice('cash').id, team_id: teamId, ...payer } });
    expect(reply).toMatchObject({ statusCode: 201, data: { payment_type: 'cash', payment_status: 'approved', cash: { payer_dni: '28456123', received_by_username: 'admin.sistema' } } });
    expect(registrationOfTeam(teamId).payment_status).toBe('paid');
    expect(notificationsOf(teamId, 'payment_approved').length).toBe(membersOf(db(), teamId).length);
  });

  it('refuses admin payments for an unknown team (404), without a team (400), or with a pending payment (422)', async () => {
    const admin = await clientAs('admin.cliente');
    const cash = { comp_price_id: validPrice('cash').id, ...payer };
    expect(await admin.call(paymentsEndpoints.createCash, { body: { ...cash, team_id: 99999 } })).toMatchObject({ statusCode: 404, message: 'No se encontró el equipo.' });
    expect(await admin.call(paymentsEndpoints.createCash, { body: cash })).toMatchObject({ statusCode: 400, message: 'Todos los campos son obligatorios' });
    const busy = registrationOfTransfer(pendingTransfer().id).team_id;
    const transfer = await admin.call(paymentsEndpoints.createTransferAdmin, { body: { comp_price_id: validPrice('transfer').id, team_id: busy, ...sender } });
    expect(transfer).toMatchObject({ statusCode: 422, message: 'El equipo tiene pagos pendientes' });
    const inProgress = db().teamCompetitions.find((tc) => tc.competition_id === current().id && tc.status === 'payment_in_progress' && db().payments.some((p) => p.team_competition_id === tc.id && p.payment_type === 'mercadopago'))!;
    expect((await admin.call(paymentsEndpoints.createCash, { body: { ...cash, team_id: inProgress.team_id } })).statusCode).toBe(422);
  });

  it("checks the payer's DNI pattern (400)", async () => {
    const reply = await (await clientAs('admin.cliente')).call(paymentsEndpoints.createCash, { body: { comp_price_id: validPrice('cash').id, team_id: unpaidTeamWithoutPayments(), ...payer, payer_dni: '12ab' } });
    expect(reply).toMatchObject({ statusCode: 400, message: 'payer_dni: Por favor, sigue el formato solicitado' });
  });

  it("lets an owner declare cash for the own team (pending until an admin confirms it), never for another team's", async () => {
    const owner = await clientAs('capitan.pendiente');
    const body = { comp_price_id: validPrice('cash').id, ...payer };
    expect((await owner.call(paymentsEndpoints.createCash, { body: { ...body, team_id: teamOf('capitan.incompleto') } })).statusCode).toBe(403);
    const reply = await owner.call(paymentsEndpoints.createCash, { body });
    expect(reply).toMatchObject({ statusCode: 201, data: { team_id: teamOf('capitan.pendiente'), payment_status: 'pending' } });
  });
});

describe('payments handlers: card payments', () => {
  const openAttempt = (username: string) => {
    const registration = registrationOfTeam(teamOf(username));
    return openCardPaymentAttempt(db(), registration, validPrice('mercadopago'), new Date().toISOString());
  };

  it('registers the card payment the payer returns with (201): approved, the team accepted with its number', async () => {
    const attempt = openAttempt('capitan.pendiente');
    await decideAtCheckout(attempt.provider_payment_id, 'approved');
    const providerId = attempt.provider_payment_id;
    expect(attempt.checkin_url).toContain(`payment_id=${providerId}`);
    const owner = await clientAs('capitan.pendiente');
    const reply = await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } });
    expect(reply).toMatchObject({ statusCode: 201, data: { mercadopago_payment_id: providerId, status: 'approved', payment_status: 'approved', team_number: expect.any(Number) } });
    expect(registrationOfTeam(teamOf('capitan.pendiente'))).toMatchObject({ status: 'accepted', payment_status: 'paid' });
    expect(db().payments.find((p) => p.id === reply.data!.payment_id)!.attempt_amount).toBe(attempt.amount);

    const again = await owner.call(paymentsEndpoints.create, { body: { payment_id: providerId } });
    expect(again.data!.payment_id).toBe(reply.data!.payment_id);
    expect(db().payments.filter((p) => p.mercadopago_payment_id === providerId)).toHaveLength(1);
    expect((await owner.call(paymentsEndpoints.getStatus, { params: { id: providerId } })).data).toMatchObject({ status: 'approved', payment_status: 'approved' });
  });

  it('completes the whole card flow: the payment link returns with the id that registers the payment', async () => {
    const owner = await clientAs('capitan.pendiente');
    const link = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: validPrice('mercadopago').id } });
    const returnedId = new URL(link.data!.checkInUrl).searchParams.get('payment_id')!;
    await decideAtCheckout(returnedId, 'approved');
    const reply = await owner.call(paymentsEndpoints.create, { body: { payment_id: returnedId } });
    expect(reply).toMatchObject({ statusCode: 201, data: { status: 'approved', payment_status: 'approved' } });
    expect((await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: validPrice('mercadopago').id } })).statusCode).toBe(409);
  });

  it('records nothing for a link nobody paid at the checkout (422): the team is not accepted and the link can still be paid', async () => {
    const owner = await clientAs('capitan.pendiente');
    const link = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: validPrice('mercadopago').id } });
    const linkId = new URL(link.data!.checkInUrl).searchParams.get('payment_id')!;
    const reply = await owner.call(paymentsEndpoints.create, { body: { payment_id: linkId } });
    expect(reply).toMatchObject({ statusCode: 422, message: paymentsApiMessages.checkoutNotCompleted, errorCode: 'BUSINESS_RULE' });
    expect(db().payments.filter((p) => p.mercadopago_payment_id === linkId)).toEqual([]);
    expect(registrationOfTeam(teamOf('capitan.pendiente'))).toMatchObject({ payment_status: 'unpaid', team_number: null });
    expect(registrationOfTeam(teamOf('capitan.pendiente')).status).not.toBe('accepted');
    // The payer can still go to the checkout and pay with the same link.
    await decideAtCheckout(linkId, 'approved');
    expect(await owner.call(paymentsEndpoints.create, { body: { payment_id: linkId } })).toMatchObject({ statusCode: 201, data: { payment_status: 'approved' } });
  });

  it("reports a card payment still in process by the provider's id", async () => {
    const payment = db().payments.find((p) => p.payment_type === 'mercadopago' && p.status === 'pending')!;
    const registration = db().teamCompetitions.find((tc) => tc.id === payment.team_competition_id)!;
    const owner = await clientAs(db().users.find((u) => u.id === db().teams.find((t) => t.id === registration.team_id)!.owner_id)!.username);
    const reply = await owner.call(paymentsEndpoints.getStatus, { params: { id: payment.mercadopago_payment_id! } });
    expect(reply).toMatchObject({ statusCode: 200, data: { payment_id: payment.id, status: 'in_process', payment_status: 'pending', team_number: null } });
  });

  it("answers 'Pago no encontrado' for an unknown id, another team's payment, or a link not yet registered", async () => {
    const owner = await clientAs('capitan.pendiente');
    expect(await owner.call(paymentsEndpoints.getStatus, { params: { id: '12345678901' } })).toMatchObject({ statusCode: 404, message: 'Pago no encontrado' });
    expect((await owner.call(paymentsEndpoints.create, { body: { payment_id: '12345678901' } })).statusCode).toBe(404);
    const othersPayment = db().payments.find((p) => p.payment_type === 'mercadopago' && p.mercadopago_payment_id)!;
    expect((await owner.call(paymentsEndpoints.getStatus, { params: { id: othersPayment.mercadopago_payment_id! } })).statusCode).toBe(404);
    const attempt = openAttempt('capitan.pendiente');
    expect((await owner.call(paymentsEndpoints.getStatus, { params: { id: attempt.provider_payment_id } })).statusCode).toBe(404);
  });

  it("refuses a payment id that is not numeric with 'No se encontró ID de pago' (400)", async () => {
    const owner = await clientAs('capitan.pendiente');
    expect(await owner.call(paymentsEndpoints.create, { body: { payment_id: '' } })).toMatchObject({ statusCode: 400, message: 'payment_id: No se encontró ID de pago' });
    expect((await owner.call(paymentsEndpoints.getStatus, { params: { id: 'abc' } })).statusCode).toBe(400);
  });
});
