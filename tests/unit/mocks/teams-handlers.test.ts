import { describe, expect, it } from 'vitest';
import { jwtDecode } from 'jwt-decode';
import { teamsEndpoints } from '@contracts/teams';
import { teamsApiMessages } from '@contracts/teams-messages';
import type { Team, TeamListRow } from '@contracts/entities/teams';
import { boatOf, displayName, institutionById, membersOf, registrationOf, teamById, userById, userByUsername } from '@mocks/db/queries';
import { paidAmount } from '@mocks/db/mappers/payments';
import { db } from '@mocks/db/store';
import { CategoryIds } from '@mocks/db/schema';
import { currentCompetition } from '@mocks/rules/current-competition';
import { applyProviderState } from '@mocks/provider-states';
import { createApiClient } from '@/api/client';
import { memoryTokenStore } from '@/api/token-store';
import { clientAs } from './signed-in-client';

const PENDING_CLUB_REQUEST = 'Tenés una solicitud de nueva barra pesquera pendiente';

const userOf = (username: string) => userByUsername(db(), username)!;
const teamIdOf = (username: string) => userOf(username).team_id!;
const pastCompetitionId = () => db().competitions.find((c) => c.id !== currentCompetition(db())!.id)!.id;
const clubId = () => db().institutions[0]!.id;

/** Hands the seeded pending club request (ticket and request row) over to the user. */
function givePendingClubRequest(username: string) {
  const request = db().clubRequests.find((r) => r.status === 'pending')!;
  const ticket = db().helpDeskTickets.find((t) => t.id === request.help_desk_ticket_id)!;
  request.requested_by = ticket.user_id = userOf(username).id;
  return ticket;
}

/** The owner of the first team whose current registration is in the given payment status. */
function ownerOfTeamWhosePayment(status: 'pending' | 'unpaid') {
  const current = currentCompetition(db())!.id;
  const registration = db().teamCompetitions.find((tc) => tc.competition_id === current && tc.payment_status === status && db().payments.some((p) => p.team_competition_id === tc.id))!;
  return userById(db(), teamById(db(), registration.team_id)!.owner_id)!.username;
}

describe('teams handlers: creating', () => {
  it("creates the owner's team with the owner as first member and answers tokens carrying the teamId", async () => {
    const owner = await clientAs('capitan.sinequipo');
    const reply = await owner.call(teamsEndpoints.create, { body: { name: 'Los Dorados del Paraná', institution_id: clubId() } });
    expect(reply).toMatchObject({ ok: true, statusCode: 201, message: '¡Equipo creado!' });
    const teamId = userOf('capitan.sinequipo').team_id!;
    expect(jwtDecode(reply.data!.accessToken)).toMatchObject({ teamId, username: 'capitan.sinequipo' });

    const withTeam = createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore(reply.data!.accessToken, reply.data!.refreshToken), checkContracts: true });
    const own = await withTeam.call(teamsEndpoints.getOwnOrList, {});
    expect(own.data).toMatchObject({ id: teamId, name: 'Los Dorados del Paraná', institution: { id: clubId(), name: db().institutions[0]!.name }, boat: null, is_family: false });
    expect(own.data).toHaveProperty('members', [expect.objectContaining({ user_id: userOf('capitan.sinequipo').id, is_helmsman: false })]);
  });

  it('refuses a second team (409), an unknown club (404), an empty name (400), and admins (403)', async () => {
    const owner = await clientAs('capitan.completo');
    expect(await owner.call(teamsEndpoints.create, { body: { name: 'Otro Equipo', institution_id: clubId() } })).toMatchObject({ statusCode: 409, message: 'Ya tenés un equipo' });
    const teamless = await clientAs('capitan.sinequipo');
    expect(await teamless.call(teamsEndpoints.create, { body: { name: 'Los Dorados', institution_id: 9999 } })).toMatchObject({ statusCode: 404, message: 'Institución no encontrada' });
    expect(await teamless.call(teamsEndpoints.create, { body: { name: '', institution_id: clubId() } })).toMatchObject({ statusCode: 400, fieldErrors: { name: 'Este campo es obligatorio' } });
    expect(userOf('capitan.sinequipo').team_id).toBeNull();
    expect((await (await clientAs('admin.cliente')).call(teamsEndpoints.create, { body: { name: 'Los Dorados', institution_id: clubId() } })).statusCode).toBe(403);
  });

  it('refuses to create a team while a request for a new club is pending (422), and allows it once answered', async () => {
    const ticket = givePendingClubRequest('capitan.sinequipo');
    const owner = await clientAs('capitan.sinequipo');
    const body = { name: 'Los Dorados', institution_id: clubId() };
    expect(await owner.call(teamsEndpoints.create, { body })).toMatchObject({ statusCode: 422, message: PENDING_CLUB_REQUEST, errorCode: 'BUSINESS_RULE' });
    ticket.status = 'resolved';
    expect((await owner.call(teamsEndpoints.create, { body })).statusCode).toBe(201);
  });

  it("sets up the Pact state of an owner whose club request is pending so that creating a team is refused", async () => {
    const state = await applyProviderState(db(), 'a team owner without a team has a pending club request');
    const owner = createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore(String(state.accessToken), String(state.refreshToken)), checkContracts: true });
    const reply = await owner.call(teamsEndpoints.create, { body: { name: 'Los Dorados', institution_id: Number(state.institutionId) } });
    expect(reply).toMatchObject({ statusCode: 422, message: PENDING_CLUB_REQUEST });
  });
});

describe('teams handlers: an admin creates a team for an owner account', () => {
  const create = async (body: { name: string; institution_id: number; owner_id: number }) =>
    (await clientAs('admin.cliente')).call(teamsEndpoints.createForOwner, { body });

  it('creates the team with the chosen account as its owner and first member, and answers the team', async () => {
    const owner = userOf('capitan.sinequipo');
    const reply = await create({ name: 'Los Dorados del Paraná', institution_id: clubId(), owner_id: owner.id });
    expect(reply).toMatchObject({ ok: true, statusCode: 201, message: '¡Equipo creado!' });
    const team = teamById(db(), reply.data!.id)!;
    expect(team).toMatchObject({ name: 'Los Dorados del Paraná', institution_id: clubId(), owner_id: owner.id });
    expect(owner.team_id).toBe(team.id);
    expect(membersOf(db(), team.id).map((m) => m.user_id)).toEqual([owner.id]);
  });

  it('lets an owner account that has not activated yet receive a team', async () => {
    const registered = userOf('usuario.nuevo');
    expect((await create({ name: 'Los Dorados', institution_id: clubId(), owner_id: registered.id })).statusCode).toBe(201);
  });

  it('refuses an unknown club or account (404), an account with a team (409), one without the owner role or inactive (422), in Spanish', async () => {
    const owner = userOf('capitan.sinequipo');
    expect(await create({ name: 'Los Dorados', institution_id: 9999, owner_id: owner.id })).toMatchObject({ statusCode: 404, message: 'Institución no encontrada' });
    expect(await create({ name: 'Los Dorados', institution_id: clubId(), owner_id: 999999 })).toMatchObject({ statusCode: 404, message: 'Usuario no encontrado' });
    expect(await create({ name: 'Los Dorados', institution_id: clubId(), owner_id: userOf('capitan.completo').id })).toMatchObject({ statusCode: 409, message: 'La cuenta elegida ya tiene un equipo' });
    const admin = userOf('admin.sistema');
    expect(await create({ name: 'Los Dorados', institution_id: clubId(), owner_id: admin.id })).toMatchObject({ statusCode: 422, message: 'La cuenta elegida no es de un dueño de equipo' });
    owner.status = 'inactive';
    expect(await create({ name: 'Los Dorados', institution_id: clubId(), owner_id: owner.id })).toMatchObject({ statusCode: 422, message: 'La cuenta elegida está inactiva' });
    owner.status = 'active';
    expect(await create({ name: 'ab', institution_id: clubId(), owner_id: owner.id })).toMatchObject({ statusCode: 400, fieldErrors: { name: 'Debe tener al menos 3 caracteres' } });
    expect(owner.team_id).toBeNull();
  });

  it('is for admins only (403 to a team owner)', async () => {
    const reply = await (await clientAs('capitan.sinequipo')).call(teamsEndpoints.createForOwner, {
      body: { name: 'Los Dorados', institution_id: clubId(), owner_id: userOf('capitan.sinequipo').id },
    });
    expect(reply.statusCode).toBe(403);
  });
});

describe('teams handlers: reading', () => {
  it('answers its team to the owner and to a member, and 404 to an owner without one', async () => {
    const teamId = teamIdOf('capitan.completo');
    for (const username of ['capitan.completo', 'miembro.activo']) {
      const reply = await (await clientAs(username)).call(teamsEndpoints.getOwnOrList, {});
      expect(reply.data).toMatchObject({ id: teamId, boat: { id: boatOf(db(), teamId)!.id } });
      expect(reply.data).toHaveProperty('members', expect.arrayContaining([expect.objectContaining({ is_helmsman: true })]));
    }
    expect(await (await clientAs('capitan.sinequipo')).call(teamsEndpoints.getOwnOrList, {})).toMatchObject({ statusCode: 404, message: 'No se encontró el equipo.' });
  });

  it("lists every team to admins with its registration in the current competition, or in ?competition_id's", async () => {
    const admin = await clientAs('admin.cliente');
    const reply = await admin.call(teamsEndpoints.getOwnOrList, {});
    const rows = reply.data as TeamListRow[];
    expect(rows).toHaveLength(db().teams.length);
    const complete = rows.find((r) => r.team_id === teamIdOf('capitan.completo'))!;
    expect(complete).toMatchObject({ competition_status: 'accepted', total_members: 3, team_number: expect.any(Number), owner_name: expect.any(String) });
    const current = currentCompetition(db())!.id;
    expect(rows.filter((r) => r.competition_status === null)).toHaveLength(db().teams.filter((t) => !registrationOf(db(), t.id, current)).length);

    const past = await admin.call(teamsEndpoints.getOwnOrList, { query: { competition_id: pastCompetitionId() } });
    const pastRows = past.data as TeamListRow[];
    expect(pastRows.filter((r) => r.competition_status !== null)).toHaveLength(db().teamCompetitions.filter((tc) => tc.competition_id === pastCompetitionId()).length);
    expect(await admin.call(teamsEndpoints.getOwnOrList, { query: { competition_id: 9999 } })).toMatchObject({ statusCode: 404, message: 'No se encontró la competencia.' });
  });

  it('gives every row of the admins\' list the figures of its own records (members, owner, club, approved payments)', async () => {
    const admin = await clientAs('admin.cliente');
    const rows = (await admin.call(teamsEndpoints.getOwnOrList, {})).data as TeamListRow[];
    const current = currentCompetition(db())!.id;
    for (const row of rows) {
      const team = db().teams.find((t) => t.id === row.team_id)!;
      const registration = registrationOf(db(), team.id, current);
      expect(row).toMatchObject({
        total_members: membersOf(db(), team.id).length,
        owner_name: displayName(userById(db(), team.owner_id)!),
        institution_name: institutionById(db(), team.institution_id)!.name,
        registration_number: registration?.registration_number ?? null,
        total_paid_amount: registration ? paidAmount(db(), registration.id) : 0,
      });
    }
    expect(rows.some((r) => r.total_paid_amount > 0)).toBe(true);
  });

  it("answers an admin the team's detail with registration, payments, boat and members", async () => {
    const admin = await clientAs('admin.sistema');
    const teamId = teamIdOf('capitan.completo');
    const reply = await admin.call(teamsEndpoints.getDetail, { params: { id: teamId } });
    expect(reply.data).toMatchObject({
      team: { id: teamId, boat_id: boatOf(db(), teamId)!.id },
      stats: { status: 'accepted', payment_status: 'paid', has_pending_payments: false, team_competition_id: registrationOf(db(), teamId, currentCompetition(db())!.id)!.id },
    });
    expect(reply.data!.stats.total_paid_amount).toBeGreaterThan(0);
    expect(reply.data!.members).toHaveLength(3);
    const past = await admin.call(teamsEndpoints.getDetail, { params: { id: teamId }, query: { competition_id: pastCompetitionId() } });
    expect(past.data!.stats.team_competition_id).toBe(registrationOf(db(), teamId, pastCompetitionId())!.id);
    expect(await admin.call(teamsEndpoints.getDetail, { params: { id: 9999 } })).toMatchObject({ statusCode: 404, message: 'No se encontró el equipo.' });
    expect((await (await clientAs('capitan.completo')).call(teamsEndpoints.getDetail, { params: { id: teamId } })).statusCode).toBe(403);
  });

  it('tells owners and members what their team still lacks for the current competition', async () => {
    const complete = await (await clientAs('miembro.activo')).call(teamsEndpoints.getProgress);
    expect(complete.data).toEqual({ team_id: teamIdOf('miembro.activo'), is_registered: true, has_boat: true, members_count: 3, has_helmsman: true, is_paid: true, team_number: expect.any(Number) });
    const incomplete = await (await clientAs('capitan.incompleto')).call(teamsEndpoints.getProgress);
    expect(incomplete.data).toMatchObject({ is_registered: true, members_count: 2, has_helmsman: false, is_paid: false, team_number: null });
    expect((await (await clientAs('capitan.sinequipo')).call(teamsEndpoints.getProgress)).statusCode).toBe(404);
    expect((await (await clientAs('admin.cliente')).call(teamsEndpoints.getProgress)).statusCode).toBe(403);
  });

  it('lists the teams accepted in a competition with their members, and needs a valid competition_id', async () => {
    const admin = await clientAs('admin.cliente');
    const past = pastCompetitionId();
    const reply = await admin.call(teamsEndpoints.listAccepted, { query: { competition_id: past } });
    const accepted = db().teamCompetitions.filter((tc) => tc.competition_id === past && tc.status === 'accepted');
    expect(reply.data!.map((t) => t.id)).toEqual(accepted.map((tc) => tc.team_id));
    expect(reply.data![0]!.members.length).toBeGreaterThan(0);
    expect((await admin.call(teamsEndpoints.listAccepted, { query: { competition_id: 'abc' as unknown as number } })).statusCode).toBe(400);
    expect((await admin.call(teamsEndpoints.listAccepted, {} as never)).statusCode).toBe(400);
    expect((await admin.call(teamsEndpoints.listAccepted, { query: { competition_id: 9999 } })).statusCode).toBe(404);
  });
});

describe('teams handlers: editing', () => {
  it("changes only the fields sent of the owner's team", async () => {
    const owner = await clientAs('capitan.completo');
    const before = (await owner.call(teamsEndpoints.getOwnOrList, {})).data as Team;
    const otherClub = db().institutions.find((i) => i.id !== before.institution_id)!;
    const renamed = await owner.call(teamsEndpoints.updateOwn, { body: { name: 'Los Surubíes de San Pedro' } });
    expect(renamed).toMatchObject({ ok: true, message: '¡Equipo actualizado!', data: { ...before, name: 'Los Surubíes de San Pedro' } });
    const moved = await owner.call(teamsEndpoints.updateOwn, { body: { institution_id: otherClub.id } });
    expect(moved.data).toMatchObject({ name: 'Los Surubíes de San Pedro', institution: { id: otherClub.id, name: otherClub.name } });
    expect(await owner.call(teamsEndpoints.updateOwn, { body: { institution_id: 9999 } })).toMatchObject({ statusCode: 404, message: 'Institución no encontrada' });
    expect((await (await clientAs('miembro.activo')).call(teamsEndpoints.updateOwn, { body: { name: 'Intrusos' } })).statusCode).toBe(403);
  });

  it("refuses to edit the owner's team while a request for a new club is pending (422)", async () => {
    givePendingClubRequest('capitan.completo');
    const reply = await (await clientAs('capitan.completo')).call(teamsEndpoints.updateOwn, { body: { name: 'Nombre Nuevo' } });
    expect(reply).toMatchObject({ statusCode: 422, message: PENDING_CLUB_REQUEST });
    expect(teamById(db(), teamIdOf('capitan.completo'))!.name).not.toBe('Nombre Nuevo');
  });

  it('lets admins edit any team, and answers 404 for an unknown one', async () => {
    const admin = await clientAs('admin.cliente');
    const teamId = teamIdOf('capitan.incompleto');
    expect(await admin.call(teamsEndpoints.update, { params: { id: teamId }, body: { name: 'Los Patíes del Delta' } })).toMatchObject({ ok: true, data: { id: teamId, name: 'Los Patíes del Delta' } });
    expect((await admin.call(teamsEndpoints.update, { params: { id: 9999 }, body: { name: 'Nadie' } })).statusCode).toBe(404);
    expect((await (await clientAs('capitan.completo')).call(teamsEndpoints.update, { params: { id: teamId }, body: { name: 'Ajeno' } })).statusCode).toBe(403);
  });

  it('switches the family category of a team of exactly 3 on and off, for its owner and for admins', async () => {
    const owner = await clientAs('capitan.completo');
    const on = await owner.call(teamsEndpoints.setOwnFamily, { body: { is_family: true } });
    expect(on.data).toMatchObject({ is_family: true, categories: expect.arrayContaining([{ category_id: CategoryIds.Family }]) });
    const off = await (await clientAs('admin.cliente')).call(teamsEndpoints.setFamily, { params: { id: teamIdOf('capitan.completo') }, body: { is_family: false } });
    expect(off.data!.is_family).toBe(false);
    expect(off.data!.categories).not.toContainEqual({ category_id: CategoryIds.Family });
  });

  it('refuses the family category to a team without exactly 3 members (422)', async () => {
    const rule = { statusCode: 422, message: 'La categoría familia requiere exactamente 3 miembros' };
    expect(await (await clientAs('capitan.incompleto')).call(teamsEndpoints.setOwnFamily, { body: { is_family: true } })).toMatchObject(rule);
    const admin = await clientAs('admin.sistema');
    expect(await admin.call(teamsEndpoints.setFamily, { params: { id: teamIdOf('capitan.incompleto') }, body: { is_family: true } })).toMatchObject(rule);
    expect(teamById(db(), teamIdOf('capitan.incompleto'))!.category_ids).not.toContain(CategoryIds.Family);
    expect((await admin.call(teamsEndpoints.setFamily, { params: { id: 9999 }, body: { is_family: true } })).statusCode).toBe(404);
  });
});

describe('teams handlers: deleting', () => {
  it("deletes the owner's unpaid team: boat, registration and links go, invited accounts are deactivated, the owner may start again", async () => {
    const teamId = teamIdOf('capitan.incompleto');
    const invited = membersOf(db(), teamId).map((m) => userById(db(), m.user_id)!).filter((u) => u.role_id === 4);
    expect(invited.length).toBeGreaterThan(0);
    const owner = await clientAs('capitan.incompleto');
    expect(await owner.call(teamsEndpoints.deleteOwn)).toMatchObject({ ok: true, statusCode: 200, data: null });
    expect(teamById(db(), teamId)).toBeUndefined();
    expect(boatOf(db(), teamId)).toBeUndefined();
    expect(db().teamCompetitions.some((tc) => tc.team_id === teamId)).toBe(false);
    expect(membersOf(db(), teamId)).toEqual([]);
    expect(userOf('capitan.incompleto')).toMatchObject({ status: 'active', team_id: null });
    for (const user of invited) {
      expect(user).toMatchObject({ status: 'inactive', team_id: null });
      expect(db().userLogs.filter((l) => l.user_id === user.id).at(-1)).toMatchObject({ action: 'deactivation', reason: 'Equipo eliminado', performed_by: userOf('capitan.incompleto').id });
    }
    expect((await owner.call(teamsEndpoints.create, { body: { name: 'Segunda Oportunidad', institution_id: clubId() } })).statusCode).toBe(201);
  });

  it("removes an unpaid team's rejected payments along with its registration", async () => {
    const username = ownerOfTeamWhosePayment('unpaid');
    const registration = registrationOf(db(), teamIdOf(username), currentCompetition(db())!.id)!;
    expect((await (await clientAs(username)).call(teamsEndpoints.deleteOwn)).ok).toBe(true);
    expect(db().payments.some((p) => p.team_competition_id === registration.id)).toBe(false);
  });

  it('refuses to delete a team that left the dock or has catches, even once its exemption is removed (issue 35)', async () => {
    const teamId = teamIdOf('capitan.incompleto');
    const competitionId = currentCompetition(db())!.id;
    const at = new Date().toISOString();
    db().checkIns.push({ id: 9001, competition_id: competitionId, team_id: teamId, departed_at: at, departed_by: userOf('fiscal.muelle').id, returned_at: null, returned_by: null, created_at: at, updated_at: at });
    expect(await (await clientAs('capitan.incompleto')).call(teamsEndpoints.deleteOwn)).toMatchObject({ statusCode: 422, message: teamsApiMessages.fishedAlready });
    expect(teamById(db(), teamId)).toBeDefined();
  });

  it('refuses to delete a paid team or one with a payment in progress (422), and answers 404 without a team', async () => {
    expect(await (await clientAs('capitan.completo')).call(teamsEndpoints.deleteOwn)).toMatchObject({ statusCode: 422, message: 'No se puede eliminar un equipo con la inscripción pagada' });
    expect(teamById(db(), teamIdOf('capitan.completo'))).toBeDefined();
    const paying = ownerOfTeamWhosePayment('pending');
    expect(await (await clientAs(paying)).call(teamsEndpoints.deleteOwn)).toMatchObject({ statusCode: 422, message: 'No se puede eliminar un equipo con un pago en curso' });
    expect(await (await clientAs('capitan.sinequipo')).call(teamsEndpoints.deleteOwn)).toMatchObject({ statusCode: 404 });
    expect((await (await clientAs('miembro.activo')).call(teamsEndpoints.deleteOwn)).statusCode).toBe(403);
  });
});
