import { describe, expect, it } from 'vitest';
import { competitionsEndpoints } from '@contracts/competitions';
import type { MemberCompetitions } from '@contracts/entities/competitions';
import { paymentsEndpoints } from '@contracts/payments';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { usersEndpoints } from '@contracts/users';
import { membersOf, registrationOf, userById } from '@mocks/db/queries';
import type { TeamCompetitionRow } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { absoluteCheckInUrl } from '@mocks/rules/payment-links';
import { currentCompetition } from '@mocks/rules/current-competition';
import { callApi, decideAtCheckout, loginAs } from './http';
import { clientAs } from './signed-in-client';
import { href } from '@/lib/routing/routes';

const current = () => currentCompetition(db())!;
const finished = () => db().competitions.find((c) => c.id !== current().id)!;

const ownerUsername = (teamId: number) => userById(db(), db().teams.find((t) => t.id === teamId)!.owner_id)!.username;

/** The owner of a team not registered in the current competition, with the given number of members. */
function unregisteredOwner(members: number) {
  const team = db().teams.find((t) => !registrationOf(db(), t.id, current().id) && membersOf(db(), t.id).length === members)!;
  return { team, username: ownerUsername(team.id) };
}

/** A registration of the current competition in the given situation. */
const registrationWhere = (test: (tc: TeamCompetitionRow) => boolean) => db().teamCompetitions.find((tc) => tc.competition_id === current().id && test(tc))!;
const hasPayment = (tc: TeamCompetitionRow, status: string, type?: string) =>
  db().payments.some((p) => p.team_competition_id === tc.id && p.status === status && (!type || p.payment_type === type));

const registrationOfOwner = (username: string) => {
  const teamId = db().users.find((u) => u.username === username)!.team_id!;
  return registrationOf(db(), teamId, current().id)!;
};

const cardPrice = (valid: boolean) =>
  db().competitionPrices.find((p) => {
    const open = Date.parse(p.start_date) <= Date.now() && Date.now() <= Date.parse(p.end_date);
    return p.competition_id === current().id && p.payment_type === 'mercadopago' && open === valid && Date.parse(p.start_date) <= Date.now();
  })!;

describe('team in competition handlers', () => {
  describe('POST /team_competitions/{competitionId}', () => {
    it("registers the owner's team while registration is open (201): registered, unpaid, next registration number, no team number", async () => {
      const { team, username } = unregisteredOwner(3);
      const before = Math.max(...db().teamCompetitions.filter((tc) => tc.competition_id === current().id).map((tc) => tc.registration_number!));
      const owner = await clientAs(username);
      const reply = await owner.call(teamCompetitionsEndpoints.register, { params: { competitionId: current().id } });
      expect(reply).toMatchObject({
        statusCode: 201,
        data: { team_id: team.id, competition_id: current().id, status: 'registered', payment_status: 'unpaid', team_number: null, registration_number: before + 1, is_payment_exempt: false },
      });
      const listed = (await owner.call(competitionsEndpoints.list)).data as MemberCompetitions;
      expect(listed.registeredCompetitions.map((c) => c.id)).toContain(current().id);
      expect(listed.availableCompetitions.map((c) => c.id)).not.toContain(current().id);
    });

    it('registers a team once (409)', async () => {
      const owner = await clientAs('capitan.pendiente');
      const reply = await owner.call(teamCompetitionsEndpoints.register, { params: { competitionId: current().id } });
      expect(reply).toMatchObject({ statusCode: 409, message: 'El equipo ya está inscripto en la competencia' });
    });

    it('does not require a complete team: the checklist warns about members, registration does not wait for them', async () => {
      const { username } = unregisteredOwner(1);
      const reply = await (await clientAs(username)).call(teamCompetitionsEndpoints.register, { params: { competitionId: current().id } });
      expect(reply.statusCode).toBe(201);
    });

    it('refuses a competition whose registration is closed or not open yet (422)', async () => {
      const { team, username } = unregisteredOwner(3);
      const owner = await clientAs(username);
      expect(registrationOf(db(), team.id, finished().id)).toBeUndefined();
      expect(await owner.call(teamCompetitionsEndpoints.register, { params: { competitionId: finished().id } })).toMatchObject({
        statusCode: 422,
        message: 'Las inscripciones de la competencia están cerradas',
      });
      Object.assign(current(), { registration_start: new Date(Date.now() + 86_400_000).toISOString() });
      expect((await owner.call(teamCompetitionsEndpoints.register, { params: { competitionId: current().id } })).statusCode).toBe(422);
    });

    it('answers 404 for an unknown competition, 422 to an owner without a team, 403 to members and admins', async () => {
      const { username } = unregisteredOwner(3);
      expect(await (await clientAs(username)).call(teamCompetitionsEndpoints.register, { params: { competitionId: 999 } })).toMatchObject({
        statusCode: 404,
        message: 'No se encontró la competencia.',
      });
      const teamless = await (await clientAs('capitan.sinequipo')).call(teamCompetitionsEndpoints.register, { params: { competitionId: current().id } });
      expect(teamless).toMatchObject({ statusCode: 422, message: 'Primero tenés que crear un equipo' });
      for (const other of ['miembro.activo', 'admin.cliente']) {
        expect((await (await clientAs(other)).call(teamCompetitionsEndpoints.register, { params: { competitionId: current().id } })).statusCode).toBe(403);
      }
    });
  });

  describe('DELETE /team_competitions/{competitionId}', () => {
    it('cancels an unpaid registration, which can then be made again', async () => {
      const owner = await clientAs('capitan.pendiente');
      const registration = registrationOfOwner('capitan.pendiente');
      expect(await owner.call(teamCompetitionsEndpoints.cancel, { params: { competitionId: current().id } })).toMatchObject({ statusCode: 200, data: null });
      expect(db().teamCompetitions.some((tc) => tc.id === registration.id)).toBe(false);
      expect((await owner.call(teamCompetitionsEndpoints.register, { params: { competitionId: current().id } })).statusCode).toBe(201);
    });

    it('takes the failed payments of the registration with it, so payment lists stay whole', async () => {
      const rejected = registrationWhere((tc) => tc.payment_status === 'unpaid' && hasPayment(tc, 'rejected'));
      const owner = await clientAs(ownerUsername(rejected.team_id));
      expect((await owner.call(teamCompetitionsEndpoints.cancel, { params: { competitionId: current().id } })).ok).toBe(true);
      expect(db().payments.some((p) => p.team_competition_id === rejected.id)).toBe(false);
      expect(db().transferPayments.every((t) => db().payments.some((p) => p.id === t.payment_id))).toBe(true);
      expect((await (await clientAs('admin.cliente')).call(paymentsEndpoints.list, { query: {} })).ok).toBe(true);
    });

    it('refuses to cancel a paid, exempt or pending registration (422)', async () => {
      const pending = registrationWhere((tc) => tc.status === 'registered' && hasPayment(tc, 'pending', 'transfer'));
      const exempt = registrationWhere((tc) => tc.is_payment_exempt);
      for (const username of ['capitan.completo', ownerUsername(pending.team_id), ownerUsername(exempt.team_id)]) {
        const reply = await (await clientAs(username)).call(teamCompetitionsEndpoints.cancel, { params: { competitionId: current().id } });
        expect(reply, username).toMatchObject({ statusCode: 422, message: 'No se puede cancelar una inscripción pagada o con pagos pendientes' });
      }
    });

    it("answers 404 'Inscripción no encontrada' when the team is not registered", async () => {
      const reply = await (await clientAs(unregisteredOwner(3).username)).call(teamCompetitionsEndpoints.cancel, { params: { competitionId: current().id } });
      expect(reply).toMatchObject({ statusCode: 404, message: 'Inscripción no encontrada' });
    });
  });

  describe('PATCH /team_competitions/{id}/exemption', () => {
    it('exempts an unpaid registration: accepted, exempt, the next team number, and the members are told', async () => {
      const registration = registrationOfOwner('capitan.incompleto');
      const highest = Math.max(...db().teamCompetitions.filter((tc) => tc.competition_id === current().id).map((tc) => tc.team_number ?? 0));
      const reply = await (await clientAs('admin.cliente')).call(teamCompetitionsEndpoints.exempt, {
        params: { id: registration.id },
        body: { exemption_reason: 'vip', exemption_notes: 'no se guarda' },
      });
      expect(reply).toMatchObject({
        statusCode: 200,
        data: { status: 'accepted', payment_status: 'exempt', is_payment_exempt: true, exemption_reason: 'vip', exemption_notes: null, team_number: highest + 1 },
      });
      const told = db().userNotifications.filter((n) => n.type === 'payment_exempted' && n.team_id === registration.team_id);
      expect(told).toHaveLength(membersOf(db(), registration.team_id).length);
      expect(told[0]!.custom_data).toMatchObject({ team_number: highest + 1 });
      const progress = await (await clientAs('capitan.incompleto')).call(usersEndpoints.getProgress);
      expect(progress.data).toMatchObject({ is_paid: true, team_number: highest + 1 });
    });

    it("requires notes (4-250) for the reason 'other' and keeps them; the reason itself is required (400)", async () => {
      const registration = registrationOfOwner('capitan.pendiente');
      const { accessToken } = await loginAs('admin.cliente');
      const exempt = (body: object) => callApi('PATCH', `/team_competitions/${registration.id}/exemption`, { token: accessToken, body });
      expect(await exempt({ exemption_reason: 'other', exemption_notes: '  ' })).toMatchObject({
        status: 400,
        body: { additionalData: { fields: { exemption_notes: 'Este campo es obligatorio' } } },
      });
      expect(await exempt({ exemption_notes: null })).toMatchObject({ status: 400, body: { message: 'exemption_reason: Por favor, rellene el motivo de la exención' } });
      const ok = await exempt({ exemption_reason: 'other', exemption_notes: 'Invitados de la Prefectura' });
      expect(ok).toMatchObject({ status: 200, body: { data: { exemption_reason: 'other', exemption_notes: 'Invitados de la Prefectura' } } });
    });

    it('refuses paid, accepted, in-progress, pending and already exempt registrations (422)', async () => {
      const admin = await clientAs('admin.cliente');
      const cases: [TeamCompetitionRow, string][] = [
        [registrationOfOwner('capitan.completo'), 'Esta inscripción ya ha sido pagada'],
        [registrationWhere((tc) => tc.status === 'registered' && tc.payment_status === 'paid'), 'Esta inscripción ya ha sido pagada'],
        [registrationWhere((tc) => tc.status === 'payment_in_progress'), 'El equipo tiene pagos pendientes'],
        [registrationWhere((tc) => tc.status === 'registered' && hasPayment(tc, 'pending', 'transfer')), 'El equipo tiene pagos pendientes'],
        [registrationWhere((tc) => tc.is_payment_exempt), 'El equipo ya está exento de pago'],
      ];
      for (const [registration, message] of cases) {
        const reply = await admin.call(teamCompetitionsEndpoints.exempt, { params: { id: registration.id }, body: { exemption_reason: 'journalist' } });
        expect(reply, `${registration.status}/${registration.payment_status}`).toMatchObject({ statusCode: 422, message });
      }
    });

    it('refuses an accepted registration even without a payment status that says so', async () => {
      const registration = registrationOfOwner('capitan.pendiente');
      registration.status = 'accepted';
      const reply = await (await clientAs('admin.cliente')).call(teamCompetitionsEndpoints.exempt, { params: { id: registration.id }, body: { exemption_reason: 'vip' } });
      expect(reply).toMatchObject({ statusCode: 422, message: 'La inscripción ya fue aceptada' });
    });

    it('answers 404 for an unknown registration and 403 to team owners', async () => {
      const body = { exemption_reason: 'vip' as const };
      expect(await (await clientAs('admin.cliente')).call(teamCompetitionsEndpoints.exempt, { params: { id: 9999 }, body })).toMatchObject({
        statusCode: 404,
        message: 'Inscripción no encontrada',
      });
      const own = registrationOfOwner('capitan.pendiente');
      expect((await (await clientAs('capitan.pendiente')).call(teamCompetitionsEndpoints.exempt, { params: { id: own.id }, body })).statusCode).toBe(403);
    });
  });

  describe('DELETE /team_competitions/{id}/exemption', () => {
    it('removes the exemption: payment is due again, the team number goes, the members are told, and the owner can pay', async () => {
      const exempt = registrationWhere((tc) => tc.is_payment_exempt);
      const reply = await (await clientAs('admin.sistema')).call(teamCompetitionsEndpoints.removeExemption, { params: { id: exempt.id } });
      expect(reply).toMatchObject({
        statusCode: 200,
        data: { status: 'registered', payment_status: 'unpaid', is_payment_exempt: false, exemption_reason: null, exemption_notes: null, team_number: null },
      });
      expect(db().userNotifications.filter((n) => n.type === 'payment_exemption_removed' && n.team_id === exempt.team_id)).toHaveLength(
        membersOf(db(), exempt.team_id).length,
      );
      const owner = await clientAs(ownerUsername(exempt.team_id));
      const link = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: cardPrice(true).id } });
      expect(link.ok).toBe(true);
    });

    it('refuses a registration that is not exempt (422) and an unknown one (404)', async () => {
      const admin = await clientAs('admin.cliente');
      const notExempt = await admin.call(teamCompetitionsEndpoints.removeExemption, { params: { id: registrationOfOwner('capitan.pendiente').id } });
      expect(notExempt).toMatchObject({ statusCode: 422, message: 'El equipo no está exento de pago' });
      expect((await admin.call(teamCompetitionsEndpoints.removeExemption, { params: { id: 9999 } })).statusCode).toBe(404);
    });
  });

  describe('GET /payment_attempts/{competitionId}/{priceId}', () => {
    it('answers a link to the demo checkout whose payment id completes the card payment when returned', async () => {
      const owner = await clientAs('capitan.pendiente');
      const price = cardPrice(true);
      const reply = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: price.id } });
      const url = new URL(reply.data!.checkInUrl);
      // The demo checkout (docs/decisions/0019) stands in for the provider's site.
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost/demo-checkout');
      const paymentId = url.searchParams.get('payment_id')!;
      expect(paymentId).toMatch(/^\d+$/);
      const again = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: price.id } });
      expect(again.data!.checkInUrl).toBe(reply.data!.checkInUrl);

      // The payer approves at the checkout; the result page registers the returned payment: the team is paid and numbered.
      await decideAtCheckout(paymentId, 'approved');
      const paid = await owner.call(paymentsEndpoints.create, { body: { payment_id: paymentId } });
      expect(paid.data).toMatchObject({ status: 'approved', payment_status: 'approved', team_number: expect.any(Number) });
      expect(registrationOfOwner('capitan.pendiente')).toMatchObject({ status: 'accepted', payment_status: 'paid' });
    });

    // The app under vite dev calls the HTTP mock server on another origin: the browser names the app in Origin.
    it("points the link at the calling app's origin when there is one, else at the API's", () => {
      const path = `${href('paymentSuccess')}?payment_id=90000000001`;
      const request = (origin: string | null) => ({ url: 'http://127.0.0.1:8787/api/payment_attempts/2/9', headers: { get: () => origin } });
      expect(absoluteCheckInUrl(path, request('http://localhost:5173'))).toBe(`http://localhost:5173${path}`);
      expect(absoluteCheckInUrl(path, request(null))).toBe(`http://127.0.0.1:8787${path}`);
      expect(absoluteCheckInUrl(path, request('null'))).toBe(`http://127.0.0.1:8787${path}`);
    });

    it("refuses a paid or exempt registration with 409 'Esta inscripción ya ha sido pagada'", async () => {
      const reply = await (await clientAs('capitan.completo')).call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: cardPrice(true).id } });
      expect(reply).toMatchObject({ statusCode: 409, message: 'Esta inscripción ya ha sido pagada' });
      const exempt = registrationWhere((tc) => tc.is_payment_exempt);
      const exemptOwner = await clientAs(ownerUsername(exempt.team_id));
      expect((await exemptOwner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: cardPrice(true).id } })).statusCode).toBe(409);
    });

    it('refuses a price whose window is over with the Spanish deadline message (422)', async () => {
      const reply = await (await clientAs('capitan.pendiente')).call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId: cardPrice(false).id } });
      expect(reply).toMatchObject({ statusCode: 422, message: 'El plazo de pago ha expirado. Ya no es posible realizar el pago.' });
    });

    it('refuses while a payment is pending (422) and when the team is not registered (422)', async () => {
      const pending = registrationWhere((tc) => tc.status === 'registered' && hasPayment(tc, 'pending', 'transfer'));
      const params = { competitionId: current().id, priceId: cardPrice(true).id };
      expect(await (await clientAs(ownerUsername(pending.team_id))).call(teamCompetitionsEndpoints.getPaymentLink, { params })).toMatchObject({
        statusCode: 422,
        message: 'El equipo tiene pagos pendientes',
      });
      expect(await (await clientAs(unregisteredOwner(3).username)).call(teamCompetitionsEndpoints.getPaymentLink, { params })).toMatchObject({
        statusCode: 422,
        message: 'El equipo no está inscripto en la competencia',
      });
    });

    it('answers 404 for a price that is not a card price of that competition', async () => {
      const owner = await clientAs('capitan.pendiente');
      const transfer = db().competitionPrices.find((p) => p.competition_id === current().id && p.payment_type === 'transfer')!;
      const otherCompetition = db().competitionPrices.find((p) => p.competition_id === finished().id && p.payment_type === 'mercadopago')!;
      for (const priceId of [transfer.id, otherCompetition.id, 9999]) {
        const reply = await owner.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: current().id, priceId } });
        expect(reply).toMatchObject({ statusCode: 404, message: 'Precio no encontrado' });
      }
    });
  });
});
