import { describe, expect, it } from 'vitest';
import { competitionsEndpoints } from '@contracts/competitions';
import type { CompetitionInput, MemberCompetitions, PriceFields } from '@contracts/entities/competitions';
import { withoutTimestamps } from '@mocks/db/mappers/strip';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { callApi, loginAs } from './http';
import { anonymousClient, clientAs } from './signed-in-client';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const transferPrice = (overrides: Partial<PriceFields> = {}): PriceFields => ({
  price: 300_000,
  installment_count: 1,
  start_date: inDays(60),
  end_date: inDays(90),
  payment_type: 'transfer',
  ...overrides,
});

const newCompetition = (overrides: Partial<CompetitionInput> = {}): CompetitionInput => ({
  name: 'Concurso de Pesca del Delta',
  edition: 1,
  description: 'Primera edición, pesca variada embarcada.',
  registration_start: inDays(60),
  registration_end: inDays(90),
  start_date: inDays(100),
  end_date: inDays(101),
  prices: [transferPrice(), transferPrice({ payment_type: 'mercadopago', price: 320_000, platform_fee: 5, covers_platform_fee: false })],
  ...overrides,
});

async function createCompetition(overrides: Partial<CompetitionInput> = {}) {
  const admin = await clientAs('admin.sistema');
  const reply = await admin.call(competitionsEndpoints.create, { body: newCompetition(overrides) });
  if (!reply.ok) throw new Error(reply.message);
  return { admin, created: reply.data };
}

const current = () => currentCompetition(db())!;
const past = () => db().competitions.find((c) => c.id !== current().id)!;
const pricesOf = (competitionId: number) => db().competitionPrices.filter((p) => p.competition_id === competitionId);

describe('competitions handlers', () => {
  describe('GET /competitions', () => {
    it('gives admins every competition with its prices and registration figures', async () => {
      const reply = await (await clientAs('admin.cliente')).call(competitionsEndpoints.list);
      expect(reply.ok && Array.isArray(reply.data)).toBe(true);
      const list = reply.data as Extract<typeof reply.data, unknown[]>;
      expect(list.map((c) => c.id)).toEqual([past().id, current().id]);
      const now = list[1]!;
      expect(now.prices).toHaveLength(pricesOf(current().id).length);
      expect(now.registered_teams).toBe(db().teamCompetitions.filter((tc) => tc.competition_id === current().id).length);
      expect(now.accepted_teams).toBeGreaterThan(0);
      expect(now.total_paid_amount).toBeGreaterThan(0);
    });

    it("gives a team owner the competitions the team entered, with the registration's status, payment status and team number", async () => {
      const reply = await (await clientAs('capitan.completo')).call(competitionsEndpoints.list);
      const data = reply.data as MemberCompetitions;
      expect(data.registeredCompetitions.map((c) => c.id)).toEqual([past().id, current().id]);
      expect(data.registeredCompetitions[1]).toMatchObject({ status: 'accepted', payment_status: 'paid', team_number: expect.any(Number) });
      expect(data.availableCompetitions).toEqual([]);

      const unpaid = (await (await clientAs('capitan.pendiente')).call(competitionsEndpoints.list)).data as MemberCompetitions;
      expect(unpaid.registeredCompetitions).toEqual([expect.objectContaining({ id: current().id, status: 'registered', payment_status: 'unpaid', team_number: null })]);
    });

    it('tells a paid team what it paid, how and when: its approved payment; nothing for an unpaid team', async () => {
      const data = (await (await clientAs('capitan.completo')).call(competitionsEndpoints.list)).data as MemberCompetitions;
      const paid = data.registeredCompetitions[1]!;
      const registration = db().teamCompetitions.find((tc) => tc.competition_id === paid.id && tc.registration_number === paid.registration_number)!;
      const approved = db().payments.filter((p) => p.team_competition_id === registration.id && p.status === 'approved');
      expect(approved).toHaveLength(1);
      expect(paid.settled_payment).toEqual({ payment_type: approved[0]!.payment_type, amount: approved[0]!.attempt_amount, approved_at: approved[0]!.updated_at });

      const unpaid = (await (await clientAs('capitan.pendiente')).call(competitionsEndpoints.list)).data as MemberCompetitions;
      expect(unpaid.registeredCompetitions[0]!.settled_payment).toBeNull();
    });

    it('offers a user without a registration the competitions whose registration has not closed, never the finished ones', async () => {
      const data = (await (await clientAs('capitan.sinequipo')).call(competitionsEndpoints.list)).data as MemberCompetitions;
      expect(data).toEqual({ availableCompetitions: [expect.objectContaining({ id: current().id })], registeredCompetitions: [] });
    });

    it("gives a team member the same view as the team's owner", async () => {
      const member = (await (await clientAs('miembro.activo')).call(competitionsEndpoints.list)).data as MemberCompetitions;
      const owner = (await (await clientAs('capitan.completo')).call(competitionsEndpoints.list)).data as MemberCompetitions;
      expect(member).toEqual(owner);
    });

    it('refuses callers without a session', async () => {
      expect((await anonymousClient().call(competitionsEndpoints.list)).statusCode).toBe(401);
    });
  });

  describe('POST /competitions', () => {
    it('creates a competition with its prices (201), a bare day stored as that Argentine day with its offset', async () => {
      const { admin, created } = await createCompetition({ registration_start: '2027-01-10' });
      expect(created).toMatchObject({ name: 'Concurso de Pesca del Delta', registration_start: '2027-01-10T00:00:00.000-03:00', registered_teams: 0 });
      expect(created.prices.map((p) => p.payment_type)).toEqual(['transfer', 'mercadopago']);
      expect(created.prices[0]).toMatchObject({ competition_id: created.id, platform_fee: null, covers_platform_fee: false });
      const read = await admin.call(competitionsEndpoints.get, { params: { id: created.id } });
      expect(read.data).toEqual(created);
    });

    it('is for the system admin only', async () => {
      const reply = await (await clientAs('admin.cliente')).call(competitionsEndpoints.create, { body: newCompetition() });
      expect(reply).toMatchObject({ statusCode: 403, errorCode: 'FORBIDDEN' });
    });

    it('refuses dates out of order and a competition without prices with the Spanish messages (400)', async () => {
      const admin = await clientAs('admin.sistema');
      const lateRegistration = await admin.call(competitionsEndpoints.create, { body: newCompetition({ registration_end: inDays(100.5) }) });
      expect(lateRegistration).toMatchObject({
        statusCode: 400,
        fieldErrors: { registration_end: 'La finalización del registro debe ser antes del inicio de la competencia.' },
      });
      const noPrices = await admin.call(competitionsEndpoints.create, { body: newCompetition({ prices: [] }) });
      expect(noPrices).toMatchObject({ statusCode: 400, message: 'prices: Debe haber al menos un precio' });
      expect(db().competitions).toHaveLength(2);
    });

    it('refuses a price whose window ends before it starts, and creates nothing', async () => {
      const admin = await clientAs('admin.sistema');
      const pricesBefore = db().competitionPrices.length;
      const reply = await admin.call(competitionsEndpoints.create, {
        body: newCompetition({ prices: [transferPrice(), transferPrice({ start_date: inDays(80), end_date: inDays(70) })] }),
      });
      expect(reply).toMatchObject({ statusCode: 400, message: 'El inicio del precio debe ser antes de su finalización.' });
      expect(db().competitions).toHaveLength(2);
      expect(db().competitionPrices).toHaveLength(pricesBefore);
    });
  });

  describe('GET, PATCH, DELETE /competitions/{id}', () => {
    it('reads a competition for admins; 404 in Spanish for an unknown id; 403 for team owners', async () => {
      const admin = await clientAs('admin.cliente');
      expect((await admin.call(competitionsEndpoints.get, { params: { id: current().id } })).data).toMatchObject({ id: current().id, edition: 13 });
      expect(await admin.call(competitionsEndpoints.get, { params: { id: 999 } })).toMatchObject({ statusCode: 404, message: 'No se encontró la competencia.' });
      expect((await (await clientAs('capitan.completo')).call(competitionsEndpoints.get, { params: { id: current().id } })).statusCode).toBe(403);
    });

    it('changes only the fields sent', async () => {
      const before = structuredClone(current());
      const reply = await (await clientAs('admin.cliente')).call(competitionsEndpoints.update, {
        params: { id: before.id },
        body: { name: 'Concurso Argentino de Pesca Embarcada', end_date: inDays(45) },
      });
      expect(reply.ok).toBe(true);
      const after = db().competitions.find((c) => c.id === before.id)!;
      expect(after).toMatchObject({ ...before, name: 'Concurso Argentino de Pesca Embarcada', end_date: reply.data!.end_date, updated_at: after.updated_at });
      expect(after.updated_at).not.toBe(before.updated_at);
    });

    it('compares a changed date with the stored ones and refuses a wrong order (400 with the rule message)', async () => {
      const competition = current();
      const reply = await (await clientAs('admin.cliente')).call(competitionsEndpoints.update, {
        params: { id: competition.id },
        body: { registration_end: new Date(Date.parse(competition.start_date) + DAY).toISOString() },
      });
      expect(reply).toMatchObject({ statusCode: 400, message: 'La finalización del registro debe ser antes del inicio de la competencia.' });
      expect(db().competitions.find((c) => c.id === competition.id)!.registration_end).toBe(competition.registration_end);
      const startAfterEnd = await (await clientAs('admin.cliente')).call(competitionsEndpoints.update, { params: { id: competition.id }, body: { start_date: inDays(50) } });
      expect(startAfterEnd).toMatchObject({ statusCode: 400, fieldErrors: { start_date: 'El inicio de la competencia debe ser antes del final.' } });
    });

    it('answers 404 to an edit of an unknown competition', async () => {
      const reply = await (await clientAs('admin.cliente')).call(competitionsEndpoints.update, { params: { id: 999 }, body: { name: 'Otro nombre' } });
      expect(reply.statusCode).toBe(404);
    });

    it('deletes a competition without registrations, with its prices', async () => {
      const { admin, created } = await createCompetition();
      const reply = await admin.call(competitionsEndpoints.delete, { params: { id: created.id } });
      expect(reply).toMatchObject({ ok: true, statusCode: 200, data: null });
      expect(pricesOf(created.id)).toEqual([]);
      expect((await admin.call(competitionsEndpoints.get, { params: { id: created.id } })).statusCode).toBe(404);
    });

    it('refuses to delete a competition teams are registered in (422), and refuses client admins (403)', async () => {
      const reply = await (await clientAs('admin.sistema')).call(competitionsEndpoints.delete, { params: { id: current().id } });
      expect(reply).toMatchObject({ statusCode: 422, message: 'No se puede eliminar una competencia con equipos inscriptos', errorCode: 'BUSINESS_RULE' });
      expect((await (await clientAs('admin.cliente')).call(competitionsEndpoints.delete, { params: { id: current().id } })).statusCode).toBe(403);
    });
  });

  describe('GET /competitions/current', () => {
    it('answers the competition that has not ended yet, to every role', async () => {
      for (const username of ['admin.cliente', 'capitan.completo', 'miembro.activo']) {
        const reply = await (await clientAs(username)).call(competitionsEndpoints.getCurrent);
        expect(reply.data).toMatchObject({ id: current().id, edition: 13 });
      }
    });

    it("answers 404 'No hay una competencia seleccionada.' when there is no competition", async () => {
      const client = await clientAs('admin.cliente');
      db().competitions = [];
      expect(await client.call(competitionsEndpoints.getCurrent)).toMatchObject({ statusCode: 404, message: 'No hay una competencia seleccionada.' });
    });
  });

  describe('prices', () => {
    const transferOf = (competitionId: number) => pricesOf(competitionId).find((p) => p.payment_type === 'transfer')!;

    it('reads a price for admins; 404 for an unknown id', async () => {
      const admin = await clientAs('admin.cliente');
      const price = transferOf(current().id);
      expect((await admin.call(competitionsEndpoints.getPrice, { params: { id: price.id } })).data).toMatchObject({ id: price.id, price: price.price });
      expect(await admin.call(competitionsEndpoints.getPrice, { params: { id: 999 } })).toMatchObject({ statusCode: 404, message: 'Precio no encontrado' });
    });

    it('creates a price for a competition (system admin, 201); 404 for an unknown competition; 403 for a client admin', async () => {
      const admin = await clientAs('admin.sistema');
      const body = { ...transferPrice({ payment_type: 'cash', price: 260_000 }), competition_id: current().id };
      const reply = await admin.call(competitionsEndpoints.createPrice, { body });
      expect(reply).toMatchObject({ statusCode: 201, message: 'Precio creado', data: { competition_id: current().id, payment_type: 'cash', price: 260_000 } });
      expect(pricesOf(current().id).some((p) => p.id === reply.data!.id)).toBe(true);
      expect((await admin.call(competitionsEndpoints.createPrice, { body: { ...body, competition_id: 999 } })).statusCode).toBe(404);
      expect((await (await clientAs('admin.cliente')).call(competitionsEndpoints.createPrice, { body })).statusCode).toBe(403);
    });

    it('refuses a price without its required fields (400 in Spanish)', async () => {
      const { accessToken } = await loginAs('admin.sistema');
      const reply = await callApi('POST', '/competition_prices', { token: accessToken, body: { competition_id: current().id, price: 0 } });
      expect(reply).toMatchObject({ status: 400, body: { additionalData: { fields: { price: 'Debe ser al menos 1', payment_type: 'Este campo es obligatorio' } } } });
    });

    it('edits only the fields sent, and refuses a window that would end before it starts', async () => {
      const admin = await clientAs('admin.sistema');
      const price = structuredClone(transferOf(current().id));
      const reply = await admin.call(competitionsEndpoints.updatePrice, { params: { id: price.id }, body: { price: 199_000 } });
      expect(reply).toMatchObject({ ok: true, message: 'Precio actualizado correctamente', data: { ...withoutTimestamps(price), price: 199_000 } });
      const reversed = await admin.call(competitionsEndpoints.updatePrice, { params: { id: price.id }, body: { end_date: new Date(Date.parse(price.start_date) - DAY).toISOString() } });
      expect(reversed.statusCode).toBe(400);
      expect(db().competitionPrices.find((p) => p.id === price.id)!.end_date).toBe(price.end_date);
      expect((await (await clientAs('admin.cliente')).call(competitionsEndpoints.updatePrice, { params: { id: price.id }, body: { price: 1 } })).statusCode).toBe(403);
    });

    it('deletes a price nobody paid at; refuses the last price of a competition and a price with payments (422)', async () => {
      const { created } = await createCompetition();
      const admin = await clientAs('admin.cliente');
      const [first, second] = created.prices;
      expect(await admin.call(competitionsEndpoints.deletePrice, { params: { id: first!.id } })).toMatchObject({ ok: true, data: null });
      expect(await admin.call(competitionsEndpoints.deletePrice, { params: { id: second!.id } })).toMatchObject({ statusCode: 422, message: 'Debe haber al menos un precio' });

      const paidAt = db().payments.find((p) => pricesOf(current().id).some((price) => price.id === p.price_id))!.price_id;
      expect(await admin.call(competitionsEndpoints.deletePrice, { params: { id: paidAt } })).toMatchObject({
        statusCode: 422,
        message: 'No se puede eliminar un precio con pagos registrados',
      });
      expect((await admin.call(competitionsEndpoints.deletePrice, { params: { id: 999 } })).statusCode).toBe(404);
    });

    it("gives the payer a transfer price's amount and the organiser's account from the settings", async () => {
      const price = transferOf(current().id);
      const owner = await clientAs('capitan.pendiente');
      const reply = await owner.call(competitionsEndpoints.getTransferDetails, { params: { id: price.id } });
      expect(reply.data).toEqual({ price: price.price, price_id: price.id, ...db().settings.transfer_account });
      expect(reply.data!.cvu_cbu).toMatch(/^\d{22}$/);

      const card = pricesOf(current().id).find((p) => p.payment_type === 'mercadopago')!;
      expect(await owner.call(competitionsEndpoints.getTransferDetails, { params: { id: card.id } })).toMatchObject({ statusCode: 422, message: 'El precio no es de transferencia' });
      expect(await owner.call(competitionsEndpoints.getTransferDetails, { params: { id: 999 } })).toMatchObject({
        statusCode: 404,
        message: 'Error: No se encontraron los detalles de la transferencia',
      });
    });

    it('lists the prices of a competition, filtered by payment type when asked', async () => {
      const member = await clientAs('miembro.activo');
      const all = await member.call(competitionsEndpoints.listPrices, { params: { id: current().id } });
      expect(all.data).toHaveLength(pricesOf(current().id).length);
      const cash = await member.call(competitionsEndpoints.listPrices, { params: { id: current().id }, query: { payment_type: 'cash' } });
      expect(cash.data!.length).toBeGreaterThan(0);
      expect(cash.data!.every((p) => p.payment_type === 'cash' && p.competition_id === current().id)).toBe(true);
      expect((await member.call(competitionsEndpoints.listPrices, { params: { id: 999 } })).statusCode).toBe(404);
      const { accessToken } = await loginAs('miembro.activo');
      expect((await callApi('GET', `/competition_prices/competition/${current().id}?payment_type=cheque`, { token: accessToken })).status).toBe(400);
    });
  });

  describe('catalogues', () => {
    it('lists the three team categories and the fish species to any signed-in user', async () => {
      const member = await clientAs('miembro.activo');
      expect((await member.call(competitionsEndpoints.listCategories)).data).toEqual([
        { id: 1, name: 'Menor' },
        { id: 2, name: 'Dama' },
        { id: 3, name: 'Familia' },
      ]);
      const species = (await member.call(competitionsEndpoints.listFishSpecies)).data!;
      expect(species).toEqual(db().fishSpecies);
      expect(species.map((s) => s.name)).toContain('Dorado');
      expect((await anonymousClient().call(competitionsEndpoints.listFishSpecies)).statusCode).toBe(401);
    });
  });
});
