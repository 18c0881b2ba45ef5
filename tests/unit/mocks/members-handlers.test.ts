import { describe, expect, it } from 'vitest';
import { jwtDecode } from 'jwt-decode';
import { membersEndpoints } from '@contracts/members';
import { membersOf, registrationOf, teamById, userById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { CategoryIds } from '@mocks/db/schema';
import { currentCompetition } from '@mocks/rules/current-competition';
import { callApi, loginAs } from './http';
import { clientAs } from './signed-in-client';
import { newMemberInput } from '../../fixtures/new-member';
import { href } from '@/lib/routing/routes';

const person = newMemberInput;

const userOf = (username: string) => userByUsername(db(), username)!;
const teamIdOf = (username: string) => userOf(username).team_id!;
/** A member of the owner's team who is not the owner. */
const teammateOf = (owner: string) => membersOf(db(), teamIdOf(owner)).find((m) => m.user_id !== userOf(owner).id)!;
const personalInfoOf = (userId: number) => userById(db(), userId)!.personal_info!;

describe('team members handlers: adding members', () => {
  it("adds a member to the owner's team with generated credentials that work once the account is registered", async () => {
    const owner = await clientAs('capitan.incompleto');
    const reply = await owner.call(membersEndpoints.register, { body: person() });
    expect(reply).toMatchObject({ ok: true, statusCode: 201, message: '¡Miembro agregado al equipo!', data: { personal_info: { first_name: 'Martina', last_name: 'Gómez' } } });
    const { user } = reply.data!;
    expect(user.username).toMatch(/^[a-z0-9.]{6,35}$/);
    const account = userById(db(), user.id)!;
    expect(account).toMatchObject({ status: 'registered', role_id: 4, team_id: teamIdOf('capitan.incompleto') });
    expect(account.personal_info).toMatchObject({ dni: '40111222', email: 'martina.gomez@example.org', licence_number: null });
    expect(membersOf(db(), account.team_id!)).toHaveLength(3);
    expect(db().userLogs.filter((l) => l.user_id === user.id)).toEqual([expect.objectContaining({ action: 'creation', performed_by: userOf('capitan.incompleto').id })]);
    expect(db().userNotifications.find((n) => n.user_id === user.id)).toMatchObject({ title: 'Activá tu cuenta', action_url: href('activateAccount') });
    const tokens = await loginAs(user.username, user.password);
    expect(jwtDecode(tokens.accessToken)).toMatchObject({ status: 'registered', roleId: 4, teamId: account.team_id });
  });

  it('refuses a 4th member (422), so a team never holds more than 3 including the owner', async () => {
    const owner = await clientAs('capitan.completo');
    const reply = await owner.call(membersEndpoints.register, { body: person() });
    expect(reply).toMatchObject({ statusCode: 422, message: 'El equipo ya tiene 3 miembros', errorCode: 'BUSINESS_RULE' });
    expect(membersOf(db(), teamIdOf('capitan.completo'))).toHaveLength(3);
    expect(userByUsername(db(), 'martina.gomez')).toBeUndefined();
  });

  it('refuses a helmsman without a licence number (400) and makes a licensed one the sole helmsman', async () => {
    const owner = await clientAs('capitan.incompleto');
    const unlicensed = await owner.call(membersEndpoints.register, { body: person({ is_helmsman: true }) });
    expect(unlicensed).toMatchObject({ statusCode: 400, fieldErrors: { licence_number: 'Se necesita licencia para ser timonel' } });
    const licensed = await owner.call(membersEndpoints.register, { body: person({ is_helmsman: true, licence_number: 'PNA-900100' }) });
    expect(licensed.ok).toBe(true);
    const helmsmen = membersOf(db(), teamIdOf('capitan.incompleto')).filter((m) => m.is_helmsman);
    expect(helmsmen.map((m) => m.user_id)).toEqual([licensed.data!.user.id]);
  });

  it.each([
    ['dni', 'DNI_IN_USE', 'Este DNI ya está en uso.'],
    ['email', 'EMAIL_IN_USE', 'Este correo electrónico ya está en uso.'],
    ['licence_number', 'LICENSE_NUMBER_IN_USE', 'Este número de licencia ya está en uso.'],
  ] as const)('refuses a %s another account has with 409 %s', async (field, errorCode, message) => {
    const taken = Object.values(db().users).find((u) => u.personal_info?.[field])!.personal_info![field]!;
    const reply = await (await clientAs('capitan.incompleto')).call(membersEndpoints.register, { body: person({ [field]: taken }) });
    expect(reply).toMatchObject({ statusCode: 409, errorCode, message });
    expect(membersOf(db(), teamIdOf('capitan.incompleto'))).toHaveLength(2);
  });

  it('refuses adding members to an owner without a team (404) and to invited members (403)', async () => {
    expect(await (await clientAs('capitan.sinequipo')).call(membersEndpoints.register, { body: person() })).toMatchObject({ statusCode: 404, message: 'No se encontró el equipo.' });
    expect((await (await clientAs('miembro.activo')).call(membersEndpoints.register, { body: person() })).statusCode).toBe(403);
  });

  it("adds a member to any team for an admin, with the chosen role, and enforces the team's limits", async () => {
    const admin = await clientAs('admin.cliente');
    const teamId = teamIdOf('capitan.incompleto');
    const reply = await admin.call(membersEndpoints.registerAdmin, { body: { ...person(), team_id: teamId, role_id: 3 } });
    expect(reply).toMatchObject({ ok: true, statusCode: 201 });
    expect(userById(db(), reply.data!.user.id)).toMatchObject({ role_id: 3, status: 'registered', team_id: teamId });
    expect(db().userLogs.find((l) => l.user_id === reply.data!.user.id)!.performed_by).toBe(userOf('admin.cliente').id);
    const full = await admin.call(membersEndpoints.registerAdmin, { body: { ...person({ dni: '40999888', email: null }), team_id: teamId, role_id: 4 } });
    expect(full).toMatchObject({ statusCode: 422, message: 'El equipo ya tiene 3 miembros' });
    expect((await admin.call(membersEndpoints.registerAdmin, { body: { ...person(), team_id: 9999, role_id: 4 } })).statusCode).toBe(404);
  });
});

describe('team members handlers: adding members as an admin', () => {
  it.each([1, 2])('refuses role %i on a new member (400 on role_id) and creates no account', async (roleId) => {
    const { accessToken } = await loginAs('admin.cliente');
    const teamId = teamIdOf('capitan.incompleto');
    const usersBefore = db().users.length;
    const reply = await callApi('POST', '/team_members/admin/register', { token: accessToken, body: { ...person(), team_id: teamId, role_id: roleId } });
    expect(reply.status).toBe(400);
    expect(reply.body.additionalData?.fields).toHaveProperty('role_id');
    expect(db().users).toHaveLength(usersBefore);
    expect(membersOf(db(), teamId)).toHaveLength(2);
  });

  it('refuses the admin add to team owners (403) and a helmsman without a licence (400), writing nothing', async () => {
    const teamId = teamIdOf('capitan.incompleto');
    const body = { ...person(), team_id: teamId, role_id: 4 as const };
    expect((await (await clientAs('capitan.incompleto')).call(membersEndpoints.registerAdmin, { body })).statusCode).toBe(403);
    const { accessToken } = await loginAs('admin.sistema');
    const unlicensed = await callApi('POST', '/team_members/admin/register', { token: accessToken, body: { ...body, is_helmsman: true } });
    expect(unlicensed).toMatchObject({ status: 400, body: { additionalData: { fields: { licence_number: 'Se necesita licencia para ser timonel' } } } });
    expect(membersOf(db(), teamId)).toHaveLength(2);
    expect(userByUsername(db(), 'martina.gomez')).toBeUndefined();
  });

  it('refuses a licence another account has (409 LICENSE_NUMBER_IN_USE) and makes a licensed helmsman the only one', async () => {
    const admin = await clientAs('admin.cliente');
    const teamId = teamIdOf('capitan.incompleto');
    const taken = db().users.find((u) => u.personal_info?.licence_number)!.personal_info!.licence_number!;
    const clash = await admin.call(membersEndpoints.registerAdmin, { body: { ...person({ is_helmsman: true, licence_number: taken }), team_id: teamId, role_id: 4 } });
    expect(clash).toMatchObject({ statusCode: 409, errorCode: 'LICENSE_NUMBER_IN_USE', message: 'Este número de licencia ya está en uso.' });
    expect(membersOf(db(), teamId)).toHaveLength(2);
    const added = await admin.call(membersEndpoints.registerAdmin, { body: { ...person({ is_helmsman: true, licence_number: 'PNA-555111' }), team_id: teamId, role_id: 4 } });
    expect(membersOf(db(), teamId).filter((m) => m.is_helmsman).map((m) => m.user_id)).toEqual([added.data!.user.id]);
  });
});

describe('team members handlers: reading', () => {
  it("lists the own team's members to its owner and members, with the team", async () => {
    const teamId = teamIdOf('capitan.completo');
    for (const username of ['capitan.completo', 'miembro.activo']) {
      const reply = await (await clientAs(username)).call(membersEndpoints.list, {});
      expect(reply.data!.map((m) => m.user_id).sort()).toEqual(membersOf(db(), teamId).map((m) => m.user_id).sort());
      expect(reply.data!.every((m) => m.team_id === teamId && m.team_name === teamById(db(), teamId)!.name)).toBe(true);
    }
    expect((await (await clientAs('capitan.sinequipo')).call(membersEndpoints.list, {})).data).toEqual([]);
  });

  it('lists the participants of the current competition (or ?competition_id) to admins', async () => {
    const admin = await clientAs('admin.sistema');
    const current = currentCompetition(db())!.id;
    const reply = await admin.call(membersEndpoints.list, {});
    const expected = db().teamMembers.filter((m) => registrationOf(db(), m.team_id, current));
    expect(expected.length).toBeLessThan(db().teamMembers.length);
    expect(reply.data).toHaveLength(expected.length);
    const past = db().competitions.find((c) => c.id !== current)!.id;
    const pastReply = await admin.call(membersEndpoints.list, { query: { competition_id: past } });
    expect(pastReply.data!.every((m) => registrationOf(db(), m.team_id, past))).toBe(true);
    expect((await admin.call(membersEndpoints.list, { query: { competition_id: 9999 } })).statusCode).toBe(404);
  });

  it("reads a member by user id: own team's for owners and members, any for admins", async () => {
    const mate = teammateOf('capitan.completo');
    const reply = await (await clientAs('miembro.activo')).call(membersEndpoints.get, { params: { id: mate.user_id } });
    expect(reply).toMatchObject({ ok: true, data: { id: mate.id, user_id: mate.user_id, is_helmsman: mate.is_helmsman } });
    const stranger = teammateOf('capitan.incompleto').user_id;
    expect(await (await clientAs('capitan.completo')).call(membersEndpoints.get, { params: { id: stranger } })).toMatchObject({ statusCode: 404, message: 'No se encontró el miembro' });
    const admin = await clientAs('admin.cliente');
    expect((await admin.call(membersEndpoints.get, { params: { id: stranger } })).ok).toBe(true);
    expect((await admin.call(membersEndpoints.get, { params: { id: userOf('admin.sistema').id } })).statusCode).toBe(404);
  });
});

describe('team members handlers: editing', () => {
  it('changes only the fields sent', async () => {
    const mate = teammateOf('capitan.completo');
    const before = personalInfoOf(mate.user_id);
    const reply = await (await clientAs('capitan.completo')).call(membersEndpoints.update, { params: { id: mate.user_id }, body: { primary_phone_number: '3416667777' } });
    expect(reply).toMatchObject({ ok: true, message: '¡Miembro actualizado!', data: { personal_info: { ...before, primary_phone_number: '3416667777' } } });
  });

  it('hands the helmsman role over when another licensed member becomes helmsman', async () => {
    const teamId = teamIdOf('capitan.completo');
    const next = membersOf(db(), teamId).find((m) => !m.is_helmsman)!;
    const reply = await (await clientAs('capitan.completo')).call(membersEndpoints.update, {
      params: { id: next.user_id },
      body: { is_helmsman: true, licence_number: 'PNA-123987' },
    });
    expect(reply.data).toMatchObject({ is_helmsman: true, personal_info: { licence_number: 'PNA-123987' } });
    expect(membersOf(db(), teamId).filter((m) => m.is_helmsman).map((m) => m.user_id)).toEqual([next.user_id]);
  });

  it('checks the stored licence: a helmsman cannot lose it, and an unlicensed member cannot become helmsman (400)', async () => {
    const owner = await clientAs('capitan.completo');
    const teamId = teamIdOf('capitan.completo');
    const helmsman = membersOf(db(), teamId).find((m) => m.is_helmsman)!;
    const dropLicence = await owner.call(membersEndpoints.update, { params: { id: helmsman.user_id }, body: { licence_number: null } });
    expect(dropLicence).toMatchObject({ statusCode: 400, message: 'Se necesita licencia para ser timonel' });
    const unlicensed = membersOf(db(), teamId).find((m) => !personalInfoOf(m.user_id).licence_number)!;
    const promote = await owner.call(membersEndpoints.update, { params: { id: unlicensed.user_id }, body: { is_helmsman: true } });
    expect(promote).toMatchObject({ statusCode: 400, fieldErrors: { licence_number: 'Se necesita licencia para ser timonel' } });
    expect(helmsman.is_helmsman).toBe(true);
  });

  it("refuses personal data another account has (409), another team's member (403), members editing (403) and unknown ids (404)", async () => {
    const owner = await clientAs('capitan.completo');
    const mate = teammateOf('capitan.completo');
    const takenDni = personalInfoOf(userOf('admin.sistema').id).dni;
    expect(await owner.call(membersEndpoints.update, { params: { id: mate.user_id }, body: { dni: takenDni } })).toMatchObject({ statusCode: 409, errorCode: 'DNI_IN_USE' });
    const stranger = teammateOf('capitan.incompleto').user_id;
    expect((await owner.call(membersEndpoints.update, { params: { id: stranger }, body: { first_name: 'Intruso' } })).statusCode).toBe(403);
    expect(personalInfoOf(stranger).first_name).not.toBe('Intruso');
    expect((await (await clientAs('miembro.activo')).call(membersEndpoints.update, { params: { id: mate.user_id }, body: { first_name: 'Otro' } })).statusCode).toBe(403);
    expect((await owner.call(membersEndpoints.update, { params: { id: 9999 }, body: { first_name: 'Nadie' } })).statusCode).toBe(404);
  });

  it("lets an admin edit any team's member", async () => {
    const stranger = teammateOf('capitan.incompleto');
    const reply = await (await clientAs('admin.cliente')).call(membersEndpoints.update, { params: { id: stranger.user_id }, body: { member_category: 'vip' } });
    expect(reply).toMatchObject({ ok: true, data: { member_category: 'vip' } });
  });
});

describe('team members handlers: removing and leaving', () => {
  it('removes a member: the membership goes and the invited account is deactivated with a log entry', async () => {
    const owner = await clientAs('capitan.completo');
    const mate = teammateOf('capitan.completo');
    const reply = await owner.call(membersEndpoints.delete, { params: { id: mate.user_id } });
    expect(reply).toMatchObject({ ok: true, statusCode: 200, message: 'Miembro eliminado correctamente', data: null });
    expect(membersOf(db(), teamIdOf('capitan.completo'))).toHaveLength(2);
    expect(userById(db(), mate.user_id)).toMatchObject({ team_id: null, status: 'inactive' });
    expect(db().userLogs.at(-1)).toMatchObject({ user_id: mate.user_id, action: 'deactivation', reason: 'Quitado del equipo', performed_by: userOf('capitan.completo').id });
  });

  it('refuses removing oneself (403), the owner of a team (422), another team’s member (403) and an unknown member (404)', async () => {
    const owner = await clientAs('capitan.completo');
    expect(await owner.call(membersEndpoints.delete, { params: { id: userOf('capitan.completo').id } })).toMatchObject({ statusCode: 403, message: 'No podés quitarte a vos mismo del equipo' });
    const admin = await clientAs('admin.cliente');
    const ownerRemoval = await admin.call(membersEndpoints.delete, { params: { id: userOf('capitan.completo').id } });
    expect(ownerRemoval).toMatchObject({ statusCode: 422, errorCode: 'BUSINESS_RULE' });
    expect((await owner.call(membersEndpoints.delete, { params: { id: teammateOf('capitan.incompleto').user_id } })).statusCode).toBe(403);
    expect((await owner.call(membersEndpoints.delete, { params: { id: 9999 } })).statusCode).toBe(404);
    expect((await (await clientAs('miembro.activo')).call(membersEndpoints.delete, { params: { id: userOf('miembro.activo').id } })).statusCode).toBe(403);
    expect(membersOf(db(), teamIdOf('capitan.completo'))).toHaveLength(3);
  });

  it("lets an invited member leave: the account is deactivated and logged, the session ends, and the team's family category goes", async () => {
    const teamId = teamIdOf('miembro.activo');
    const team = teamById(db(), teamId)!;
    team.category_ids = [...team.category_ids.filter((c) => c !== CategoryIds.Family), CategoryIds.Family];
    const member = await clientAs('miembro.activo');
    const reply = await member.call(membersEndpoints.leaveTeam);
    expect(reply).toMatchObject({ ok: true, statusCode: 200, message: 'Has dejado el equipo' });
    expect(userOf('miembro.activo')).toMatchObject({ status: 'inactive', team_id: null });
    expect(db().userLogs.at(-1)).toMatchObject({ user_id: userOf('miembro.activo').id, action: 'deactivation', reason: 'Dejó el equipo', performed_by: null });
    expect(membersOf(db(), teamId)).toHaveLength(2);
    expect(team.category_ids).not.toContain(CategoryIds.Family);
    expect((await member.call(membersEndpoints.list, {})).statusCode).toBe(401);
  });

  it('refuses leaving to team owners (403)', async () => {
    expect((await (await clientAs('capitan.completo')).call(membersEndpoints.leaveTeam)).statusCode).toBe(403);
  });
});
