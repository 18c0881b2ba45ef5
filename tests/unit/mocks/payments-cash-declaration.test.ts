import { describe, expect, it } from 'vitest';
import { paymentsEndpoints } from '@contracts/payments';
import { db } from '@mocks/db/store';
import { membersOf, registrationOf, userByUsername } from '@mocks/db/queries';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import { anonymousClient, clientAs } from './signed-in-client';

/**
 * Issue 7 §3: an owner's cash payment used to be approved at once, so a team became paid,
 * with a team number, without anybody having received money. Now it is a declaration that
 * waits for an admin (docs/decisions/0007).
 */

const current = () => currentCompetition(db())!;
const cashPrice = () => validPriceAt(db().competitionPrices, current().id, 'cash', new Date())!;
const teamOf = (username: string) => userByUsername(db(), username)!.team_id!;
const registrationOfTeam = (teamId: number) => registrationOf(db(), teamId, current().id)!;
const payer = { payer_first_name: 'Marta', payer_last_name: 'Quiroga', payer_dni: '28456123' };
const notificationsOf = (teamId: number, type: string) => db().userNotifications.filter((n) => n.team_id === teamId && n.type === type && n.status === 'unread');

/** capitan.pendiente declares a cash payment; its payment id. */
async function declareCash() {
  const reply = await (await clientAs('capitan.pendiente')).call(paymentsEndpoints.createCash, { body: { comp_price_id: cashPrice().id, ...payer } });
  expect(reply.statusCode).toBe(201);
  return reply.data!.payment_id;
}

describe("payments handlers: an owner's cash payment is a declaration", () => {
  it('keeps it pending, with nobody having received it: the team shows a payment in progress and gets no number', async () => {
    const teamId = teamOf('capitan.pendiente');
    const reply = await (await clientAs('capitan.pendiente')).call(paymentsEndpoints.createCash, { body: { comp_price_id: cashPrice().id, ...payer } });
    expect(reply).toMatchObject({
      statusCode: 201,
      data: { team_id: teamId, payment_type: 'cash', payment_status: 'pending', team_number: null, cash: { payer_dni: '28456123', received_date: null, received_by_username: null } },
    });
    expect(registrationOfTeam(teamId)).toMatchObject({ status: 'payment_in_progress', payment_status: 'pending', team_number: null });
    expect(notificationsOf(teamId, 'payment_approved')).toHaveLength(0);
  });

  it('lets admins find it among the payments of the competition, as pending', async () => {
    const paymentId = await declareCash();
    const rows = (await (await clientAs('admin.cliente')).call(paymentsEndpoints.list)).data!;
    expect(rows.find((r) => r.payment_id === paymentId)).toMatchObject({ payment_type: 'cash', payment_status: 'pending' });
  });

  it('confirms it (admins): approved, received by the admin, the team accepted with the next number and its members told', async () => {
    const paymentId = await declareCash();
    const teamId = teamOf('capitan.pendiente');
    const highest = Math.max(...db().teamCompetitions.filter((tc) => tc.competition_id === current().id).map((tc) => tc.team_number ?? 0));
    const reply = await (await clientAs('admin.cliente')).call(paymentsEndpoints.confirmCash, { params: { id: paymentId } });
    expect(reply).toMatchObject({
      statusCode: 200,
      message: 'Pago en efectivo confirmado',
      data: { payment_status: 'approved', team_number: highest + 1, cash: { received_by_username: 'admin.cliente', received_date: expect.any(String) } },
    });
    expect(registrationOfTeam(teamId)).toMatchObject({ status: 'accepted', payment_status: 'paid', team_number: highest + 1 });
    expect(notificationsOf(teamId, 'payment_approved').map((n) => n.user_id).sort()).toEqual(membersOf(db(), teamId).map((m) => m.user_id).sort());
  });

  it('rejects it with a reason (admins): the team is registered and unpaid again, told why, and may pay again', async () => {
    const paymentId = await declareCash();
    const teamId = teamOf('capitan.pendiente');
    const admin = await clientAs('admin.sistema');
    const reply = await admin.call(paymentsEndpoints.rejectCash, { params: { id: paymentId }, body: { rejection_reason: 'El dinero nunca llegó a la tesorería' } });
    expect(reply).toMatchObject({ statusCode: 200, data: { payment_status: 'rejected', cash: { received_by_username: null, rejection_reason: 'El dinero nunca llegó a la tesorería' } } });
    expect(registrationOfTeam(teamId)).toMatchObject({ status: 'registered', payment_status: 'unpaid', team_number: null });
    expect(notificationsOf(teamId, 'payment_rejected')[0]!.custom_data).toMatchObject({ reason: 'El dinero nunca llegó a la tesorería' });
    const paid = await admin.call(paymentsEndpoints.createCash, { body: { comp_price_id: cashPrice().id, team_id: teamId, ...payer } });
    expect(paid).toMatchObject({ statusCode: 201, data: { payment_status: 'approved' } });
  });

  it('never lets the payer confirm or reject it (403), nor anybody without a session (401); nothing changes', async () => {
    const paymentId = await declareCash();
    const owner = await clientAs('capitan.pendiente');
    expect(await owner.call(paymentsEndpoints.confirmCash, { params: { id: paymentId } })).toMatchObject({ statusCode: 403 });
    expect((await owner.call(paymentsEndpoints.rejectCash, { params: { id: paymentId }, body: { rejection_reason: 'Me arrepentí' } })).statusCode).toBe(403);
    expect((await anonymousClient().call(paymentsEndpoints.confirmCash, { params: { id: paymentId } })).statusCode).toBe(401);
    expect(db().payments.find((p) => p.id === paymentId)!.status).toBe('pending');
    expect(registrationOfTeam(teamOf('capitan.pendiente')).payment_status).toBe('pending');
  });

  it('refuses an admin who declared it or who belongs to the paying team (403): nobody approves their own money', async () => {
    const paymentId = await declareCash();
    const admin = userByUsername(db(), 'admin.cliente')!;
    const payment = db().payments.find((p) => p.id === paymentId)!;
    // The account that declared it later became an admin.
    payment.created_by = admin.id;
    const asAdmin = await clientAs('admin.cliente');
    const own = await asAdmin.call(paymentsEndpoints.confirmCash, { params: { id: paymentId } });
    expect(own).toMatchObject({ statusCode: 403, message: 'No podés confirmar un pago que registraste o de tu propio equipo' });
    payment.created_by = userByUsername(db(), 'capitan.pendiente')!.id;
    // An admin who is also on the paying team.
    admin.team_id = teamOf('capitan.pendiente');
    expect((await asAdmin.call(paymentsEndpoints.confirmCash, { params: { id: paymentId } })).statusCode).toBe(403);
    expect(payment.status).toBe('pending');
  });

  it("answers 404 for an unknown payment or one that is not cash, 422 once processed, 400 for a rejection without a reason", async () => {
    const admin = await clientAs('admin.cliente');
    expect(await admin.call(paymentsEndpoints.confirmCash, { params: { id: 99999 } })).toMatchObject({ statusCode: 404, message: 'Pago en efectivo no encontrado' });
    const transfer = db().transferPayments.find((t) => t.confirmation_status === 'pending')!;
    expect((await admin.call(paymentsEndpoints.confirmCash, { params: { id: transfer.payment_id } })).statusCode).toBe(404);
    const received = db().cashPayments[0]!.payment_id;
    expect(await admin.call(paymentsEndpoints.confirmCash, { params: { id: received } })).toMatchObject({ statusCode: 422, message: 'El pago en efectivo ya fue procesado' });
    const paymentId = await declareCash();
    expect(await admin.call(paymentsEndpoints.rejectCash, { params: { id: paymentId }, body: { rejection_reason: '' } })).toMatchObject({ statusCode: 400 });
    expect((await admin.call(paymentsEndpoints.confirmCash, { params: { id: paymentId } })).statusCode).toBe(200);
    expect(await admin.call(paymentsEndpoints.rejectCash, { params: { id: paymentId }, body: { rejection_reason: 'Duplicado' } })).toMatchObject({ statusCode: 422, message: 'El pago en efectivo ya fue procesado' });
  });
});
