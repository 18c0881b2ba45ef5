import { describe, expect, it } from 'vitest';
import { competitionsEndpoints } from '@contracts/competitions';
import type { TeamListRow } from '@contracts/entities/teams';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { notificationsEndpoints } from '@contracts/notifications';
import { paymentsEndpoints } from '@contracts/payments';
import { teamsEndpoints } from '@contracts/teams';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import type { ApiClient } from '@/api/client';
import { anonymousClient, clientAs } from './signed-in-client';

/**
 * Issue 21: GET /competitions/overview gives the organisers' home its figures. Each must be
 * what the list its link opens shows, so the test reads those lists through the API too.
 */

const current = () => currentCompetition(db())!;

async function overviewAs(admin: ApiClient, competitionId?: number) {
  const reply = await admin.call(competitionsEndpoints.getOverview, competitionId ? { query: { competition_id: competitionId } } : {});
  if (!reply.ok) throw new Error(reply.message);
  return reply.data;
}

async function read<T>(promise: Promise<{ ok: boolean; data: T | null; message: string }>): Promise<T> {
  const reply = await promise;
  if (!reply.ok || reply.data === null) throw new Error(reply.message);
  return reply.data;
}

describe('GET /competitions/overview', () => {
  it("counts the current competition's teams, money and waiting work as the lists show them", async () => {
    const admin = await clientAs('admin.cliente');
    const overview = await overviewAs(admin);
    const teams = (await read(admin.call(teamsEndpoints.getOwnOrList))) as TeamListRow[];
    const registered = teams.filter((t) => t.competition_status !== null);
    const payments = await read(admin.call(paymentsEndpoints.list));
    const transfers = await read(admin.call(paymentsEndpoints.listPendingTransfers));
    const tickets = await read(admin.call(helpDeskEndpoints.list));
    const statusRows = await read(admin.call(notificationsEndpoints.listTeamStatus));

    expect(overview.competition).toMatchObject({ id: current().id, name: current().name, registration_end: current().registration_end });
    expect(overview.teams.registered).toBe(registered.length);
    expect(overview.teams.accepted).toBe(registered.filter((t) => t.competition_status === 'accepted').length);
    expect(overview.teams.exempt).toBe(registered.filter((t) => t.is_payment_exempt).length);
    const incomplete = statusRows.filter((r) => r.missing_members || r.missing_helmsman || r.missing_boat).length;
    expect(overview.pending.incomplete_teams).toBe(incomplete);
    expect(overview.teams.complete).toBe(registered.length - incomplete);
    expect(overview.pending.transfers_to_confirm).toBe(transfers.length);
    expect(overview.pending.help_requests).toBe(tickets.filter((t) => t.status === 'pending').length);

    const approved = (type: string) => payments.filter((p) => p.payment_status === 'approved' && p.payment_type === type);
    for (const type of ['mercadopago', 'transfer', 'cash'] as const) {
      expect(overview.money.received[type], type).toEqual({ count: approved(type).length, amount: approved(type).reduce((s, p) => s + p.payment_amount, 0) });
    }
    expect(overview.money.declared.transfer.count).toBe(transfers.length);
    expect(overview.money.declared.transfer.amount).toBe(transfers.reduce((s, t) => s + t.payment_amount, 0));
    // The seed holds work of every kind, so a count stuck at 0 would not pass.
    expect(overview.teams.registered).toBeGreaterThan(overview.teams.accepted);
    expect(overview.teams.paid + overview.teams.exempt).toBeGreaterThan(0);
    expect(overview.pending.transfers_to_confirm).toBeGreaterThan(0);
    expect(overview.pending.help_requests).toBeGreaterThan(0);
    expect(overview.pending.incomplete_teams).toBeGreaterThan(0);
  });

  it('counts a cash declaration as declared and waiting, not as received, until an admin confirms it', async () => {
    const admin = await clientAs('admin.cliente');
    const before = await overviewAs(admin);
    const price = validPriceAt(db().competitionPrices, current().id, 'cash', new Date())!;
    const declared = await (await clientAs('capitan.pendiente')).call(paymentsEndpoints.createCash, {
      body: { comp_price_id: price.id, payer_first_name: 'Marta', payer_last_name: 'Quiroga', payer_dni: '28456123' },
    });
    expect(declared.statusCode).toBe(201);
    const amount = declared.data!.payment_amount;

    const waiting = await overviewAs(admin);
    expect(waiting.pending.cash_to_confirm).toBe(before.pending.cash_to_confirm + 1);
    expect(waiting.money.declared.cash).toEqual({ count: before.money.declared.cash.count + 1, amount: before.money.declared.cash.amount + amount });
    expect(waiting.money.received.cash).toEqual(before.money.received.cash);

    await admin.call(paymentsEndpoints.confirmCash, { params: { id: declared.data!.payment_id } });
    const confirmed = await overviewAs(admin);
    expect(confirmed.pending.cash_to_confirm).toBe(before.pending.cash_to_confirm);
    expect(confirmed.money.received.cash.amount).toBe(before.money.received.cash.amount + amount);
    expect(confirmed.teams.accepted).toBe(before.teams.accepted + 1);
  });

  it('reads a named competition, and answers 404 in Spanish for an unknown one', async () => {
    const admin = await clientAs('admin.sistema');
    const other = db().competitions.find((c) => c.id !== current().id)!;
    expect((await overviewAs(admin, other.id)).competition?.id).toBe(other.id);
    expect(await admin.call(competitionsEndpoints.getOverview, { query: { competition_id: 999_999 } })).toMatchObject({
      statusCode: 404,
      message: 'No se encontró la competencia.',
    });
  });

  it('answers a null competition and zero figures when no competition exists yet', async () => {
    const admin = await clientAs('admin.sistema');
    db().competitions = [];
    const overview = await overviewAs(admin);
    expect(overview.competition).toBeNull();
    expect(overview.teams).toEqual({
      registered: 0,
      not_registered: 0,
      by_state: { registered: 0, payment_in_progress: 0, paid_awaiting_acceptance: 0, paid: 0, exempt: 0, unknown: 0 },
      complete: 0,
      accepted: 0,
      paid: 0,
      exempt: 0,
    });
    expect(overview.pending.transfers_to_confirm).toBe(0);
  });

  it('is for admins only: 401 without a session, 403 in Spanish for owners and members', async () => {
    expect((await anonymousClient().call(competitionsEndpoints.getOverview)).statusCode).toBe(401);
    for (const username of ['capitan.completo', 'miembro.activo']) {
      const reply = await (await clientAs(username)).call(competitionsEndpoints.getOverview);
      expect(reply, username).toMatchObject({ statusCode: 403, errorCode: 'FORBIDDEN', message: 'No tenés permiso para realizar esta acción' });
    }
  });
});

describe('GET /competitions/overview: card reversals (issue 34)', () => {
  it('counts a card payment refunded after approval while its team has not paid again', async () => {
    const admin = await clientAs('admin.cliente');
    const before = (await overviewAs(admin)).pending.card_reversals;
    const { applyCardPaymentReport } = await import('@mocks/rules/card-payment-reports');
    const { openCardPaymentAttempt } = await import('@mocks/rules/card-payments');
    const registration = db().teamCompetitions.find((tc) => tc.competition_id === current().id && tc.payment_status === 'unpaid' && tc.status === 'registered')!;
    const price = validPriceAt(db().competitionPrices, current().id, 'mercadopago', new Date())!;
    const attempt = openCardPaymentAttempt(db(), registration, price, new Date().toISOString());
    const at = new Date().toISOString();
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000999', status: 'approved' }, at);
    expect(registration.payment_status).toBe('paid');
    expect((await overviewAs(admin)).pending.card_reversals).toBe(before);
    applyCardPaymentReport(db(), attempt, { providerPaymentId: '1320000999', status: 'charged_back' }, at);
    expect(registration).toMatchObject({ payment_status: 'unpaid', team_number: null });
    expect((await overviewAs(admin)).pending.card_reversals).toBe(before + 1);
  });
});
