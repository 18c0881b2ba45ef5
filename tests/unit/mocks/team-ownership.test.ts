import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { Role } from '@contracts/enums';
import { boatsEndpoints } from '@contracts/boats';
import { membersEndpoints } from '@contracts/members';
import { paymentsEndpoints } from '@contracts/payments';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { teamsEndpoints } from '@contracts/teams';
import { boatOf, registrationOf, teamById, userById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import type { ApiClient } from '@/api/client';
import { callApi, decideAtCheckout, loginAs } from './http';
import { clientAs } from './signed-in-client';
import { newMemberInput } from '../../fixtures/new-member';

const NOT_OWNER = 'Solo el dueño del equipo puede modificarlo';
/** The seeded account with the owner role that an admin added to someone else's team. */
const LINKED = 'capitan.sumado';

const person = newMemberInput;

/** The linked account's team, its real owner, and what the calls below need. */
function linkedTeam() {
  const linked = userByUsername(db(), LINKED)!;
  const team = teamById(db(), linked.team_id!)!;
  const owner = userById(db(), team.owner_id)!;
  const competition = currentCompetition(db())!;
  const price = (type: 'transfer' | 'cash' | 'mercadopago') => validPriceAt(db().competitionPrices, competition.id, type, new Date())!.id;
  return { linked, team, owner, competition, boat: boatOf(db(), team.id)!, price };
}

type Run = (client: ApiClient) => Promise<{ statusCode: number }>;
type Call = {
  name: string;
  run: Run;
  /** The owner's call when it must differ (nobody removes themselves). */
  ownerRun?: Run;
  ownerStatus: number;
  before?: (owner: ApiClient) => Promise<void>;
};

/** Every call that changes the caller's team, as the linked account and as the real owner would make it. */
function teamChanges(): Call[] {
  const { linked, owner, competition, boat, price } = linkedTeam();
  const call = <E extends AnyEndpoint>(endpoint: E, input: unknown) => (client: ApiClient) =>
    (client.call as (e: AnyEndpoint, i: unknown) => Promise<{ statusCode: number }>)(endpoint, input);
  return [
    { name: 'PATCH /teams', run: call(teamsEndpoints.updateOwn, { body: { name: 'Los Usurpadores' } }), ownerStatus: 200 },
    { name: 'PATCH /teams/categories/family', run: call(teamsEndpoints.setOwnFamily, { body: { is_family: true } }), ownerStatus: 422 },
    { name: 'POST /team_members/register', run: call(membersEndpoints.register, { body: person() }), ownerStatus: 201 },
    { name: 'PATCH /team_members/{id}', run: call(membersEndpoints.update, { params: { id: owner.id }, body: { first_name: 'Usurpado' } }), ownerStatus: 200 },
    { name: 'PATCH /boats/{id}', run: call(boatsEndpoints.update, { params: { id: boat.id }, body: { name: 'La Usurpada' } }), ownerStatus: 200 },
    {
      name: 'POST /boats',
      run: call(boatsEndpoints.create, { body: { name: 'La Segunda', registration_number: 'REY-99999', engine_brand: 'Yamaha', hp: 90, has_radio: false, is_yacht: false } }),
      // One boat per team: the owner's own call passes the ownership check and meets that rule.
      ownerStatus: 409,
    },
    { name: 'DELETE /team_competitions/{competitionId}', run: call(teamCompetitionsEndpoints.cancel, { params: { competitionId: competition.id } }), ownerStatus: 200 },
    {
      name: 'POST /team_competitions/{competitionId}',
      run: call(teamCompetitionsEndpoints.register, { params: { competitionId: competition.id } }),
      ownerStatus: 201,
      // The team is registered already; the owner takes it out first so that registering can succeed.
      before: async (ownerClient) => {
        expect((await ownerClient.call(teamCompetitionsEndpoints.cancel, { params: { competitionId: competition.id } })).statusCode).toBe(200);
      },
    },
    {
      name: 'GET /payment_attempts/{competitionId}/{priceId}',
      run: call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: competition.id, priceId: price('mercadopago') } }),
      ownerStatus: 200,
    },
    {
      name: 'POST /payments/transfer',
      run: call(paymentsEndpoints.createTransfer, { body: { comp_price_id: price('transfer'), sender_first_name: 'Hernán', sender_last_name: 'Sumado', sender_cuit: '20-55123456-3' } }),
      ownerStatus: 201,
    },
    {
      name: 'POST /payments/cash',
      run: call(paymentsEndpoints.createCash, { body: { comp_price_id: price('cash'), payer_first_name: 'Hernán', payer_last_name: 'Sumado', payer_dni: '55123456' } }),
      ownerStatus: 201,
    },
    {
      name: 'DELETE /team_members/{id}',
      run: call(membersEndpoints.delete, { params: { id: owner.id } }),
      ownerRun: call(membersEndpoints.delete, { params: { id: linked.id } }),
      ownerStatus: 200,
    },
    { name: 'DELETE /teams', run: call(teamsEndpoints.deleteOwn, {}), ownerStatus: 200 },
  ];
}

/** The calls by name, built from the database of the running test (the seed is loaded per test). */
const CHANGES = [
  'PATCH /teams',
  'PATCH /teams/categories/family',
  'POST /team_members/register',
  'PATCH /team_members/{id}',
  'PATCH /boats/{id}',
  'POST /boats',
  'DELETE /team_competitions/{competitionId}',
  'POST /team_competitions/{competitionId}',
  'GET /payment_attempts/{competitionId}/{priceId}',
  'POST /payments/transfer',
  'POST /payments/cash',
  'DELETE /team_members/{id}',
  'DELETE /teams',
];
const change = (name: string) => teamChanges().find((c) => c.name === name)!;

describe('team ownership: only the team owner changes the team (docs/decisions/0009)', () => {
  it('covers every call of the list', () => {
    expect(teamChanges().map((c) => c.name)).toEqual(CHANGES);
  });

  it('seeds an active account with the owner role linked to a team it does not own', () => {
    const { linked, team, owner } = linkedTeam();
    expect([linked.role_id, linked.status]).toEqual([Role.TeamOwner, 'active']);
    expect(team.owner_id).not.toBe(linked.id);
    expect(db().teamMembers.some((m) => m.user_id === linked.id && m.team_id === team.id)).toBe(true);
    expect(owner.team_id).toBe(team.id);
  });

  it.each(CHANGES)('refuses %s by a linked account with the owner role: 403 in Spanish, nothing changed', async (name) => {
    const linked = await clientAs(LINKED);
    const before = structuredClone(db());
    const reply = await change(name).run(linked);
    expect(reply).toMatchObject({ ok: false, statusCode: 403, message: NOT_OWNER, errorCode: 'FORBIDDEN' });
    expect(db()).toEqual(before);
  });

  it.each(CHANGES)('lets the real owner make %s (the ownership check does not get in the way)', async (name) => {
    const { owner } = linkedTeam();
    const client = await clientAs(owner.username);
    const call = change(name);
    await call.before?.(client);
    expect((await (call.ownerRun ?? call.run)(client)).statusCode).toBe(call.ownerStatus);
  });

  it('refuses registering a returned card payment of the team by the linked account, and registers it for the owner', async () => {
    const { owner, competition, price, team } = linkedTeam();
    const ownerClient = await clientAs(owner.username);
    const link = await ownerClient.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId: competition.id, priceId: price('mercadopago') } });
    const paymentId = new URL(link.data!.checkInUrl).searchParams.get('payment_id')!;
    await decideAtCheckout(paymentId, 'approved');

    // Signed in first: a sign-in keeps its refresh token's hash (decision 0066), which is not what this compares.
    const linked = await clientAs(LINKED);
    const before = structuredClone(db());
    const refused = await linked.call(paymentsEndpoints.create, { body: { payment_id: paymentId } });
    expect(refused).toMatchObject({ statusCode: 403, message: NOT_OWNER });
    expect(db()).toEqual(before);
    expect((await ownerClient.call(paymentsEndpoints.create, { body: { payment_id: paymentId } })).statusCode).toBe(201);
    expect(registrationOf(db(), team.id, competition.id)!.payment_status).not.toBe('unpaid');
  });

  it('closes the measured hole: a member an admin adds with the owner role activates and cannot delete or rename the team', async () => {
    const admin = await clientAs('admin.cliente');
    const teamId = userByUsername(db(), 'capitan.incompleto')!.team_id!;
    const added = await admin.call(membersEndpoints.registerAdmin, { body: { ...person(), team_id: teamId, role_id: Role.TeamOwner } });
    expect(added.statusCode).toBe(201);
    const { username, password } = added.data!.user;
    const { accessToken } = await loginAs(username, password);
    const activated = await callApi('POST', '/auth/activate', {
      token: accessToken,
      body: {
        personal_info: { ...person(), licence_number: null, secondary_phone_number: null, emergency_contact_number: null, blood_type: null },
        addresses: [{ address_line: 'Bv. Oroño 1234', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' }],
      },
    });
    expect(activated.status).toBe(201);
    const token = (activated.body.data as { accessToken: string }).accessToken;

    const deleted = await callApi('DELETE', '/teams', { token });
    expect(deleted).toMatchObject({ status: 403, body: { message: NOT_OWNER, additionalData: { errorCode: 'FORBIDDEN' } } });
    expect((await callApi('PATCH', '/teams', { token, body: { name: 'Los Usurpadores' } })).status).toBe(403);
    expect(teamById(db(), teamId)).toMatchObject({ owner_id: userByUsername(db(), 'capitan.incompleto')!.id });
    expect(teamById(db(), teamId)!.name).not.toBe('Los Usurpadores');
    // Reading stays open to every account of the team, and says who owns it.
    expect((await callApi('GET', '/teams', { token })).body.data).toMatchObject({ id: teamId, owner_id: userByUsername(db(), 'capitan.incompleto')!.id });
  });

  it('keeps the admins\' powers over any team', async () => {
    const admin = await clientAs('admin.cliente');
    const { team, owner, boat } = linkedTeam();
    expect((await admin.call(teamsEndpoints.update, { params: { id: team.id }, body: { name: 'Renombrado por el admin' } })).statusCode).toBe(200);
    expect((await admin.call(boatsEndpoints.update, { params: { id: boat.id }, body: { name: 'La del Admin' } })).statusCode).toBe(200);
    expect((await admin.call(membersEndpoints.update, { params: { id: owner.id }, body: { first_name: 'Corregido' } })).statusCode).toBe(200);
  });

  it('still lets an invited member leave the team', async () => {
    const member = await clientAs('miembro.activo');
    expect((await member.call(membersEndpoints.leaveTeam)).statusCode).toBe(200);
    expect(userByUsername(db(), 'miembro.activo')!.team_id).toBeNull();
  });
});
