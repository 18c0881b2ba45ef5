import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { membersOf, userByUsername } from '@mocks/db/queries';
import { callApi, loginAs } from './http';

const token = async (username: string) => (await loginAs(username)).accessToken;

describe('users handlers', () => {
  it('lists every user to admins, with names and team, and refuses team owners', async () => {
    const reply = await callApi('GET', '/users', { token: await token('admin.cliente') });
    expect(reply.status).toBe(200);
    const rows = reply.body.data as { username: string; team_name: string | null; first_name: string | null }[];
    expect(rows).toHaveLength(db().users.length);
    const owner = rows.find((r) => r.username === 'capitan.completo')!;
    expect(owner.team_name).toBeTruthy();
    expect(rows.find((r) => r.username === 'usuario.nuevo')!.first_name).toBeNull();
    expect(rows[0]).not.toHaveProperty('password');
    expect((await callApi('GET', '/users', { token: await token('capitan.completo') })).status).toBe(403);
  });

  it('creates a team member with a generated password that works, as a registered member of the team', async () => {
    const team = db().teams.find((t) => membersOf(db(), t.id).length < 3)!;
    const reply = await callApi('POST', '/users', { token: await token('admin.cliente'), body: { username: 'nuevo.miembro', role_id: 4, team_id: team.id } });
    expect(reply.status).toBe(201);
    const { username, password } = reply.body.data as { username: string; password: string };
    expect(username).toBe('nuevo.miembro');
    expect(password.length).toBeGreaterThanOrEqual(6);
    const created = userByUsername(db(), 'nuevo.miembro')!;
    expect(created).toMatchObject({ status: 'registered', role_id: 4, team_id: team.id });
    expect(membersOf(db(), team.id).some((m) => m.user_id === created.id)).toBe(true);
    expect(db().userLogs.find((l) => l.user_id === created.id)).toMatchObject({ action: 'creation', performed_by: userByUsername(db(), 'admin.cliente')!.id });
    await expect(loginAs('nuevo.miembro', password)).resolves.toHaveProperty('accessToken');
  });

  it.each([
    [1, 'admin.sistema'],
    [2, 'admin.sistema'],
    [2, 'admin.cliente'],
  ] as const)('creates an admin account (role %i, by %s) active: it signs in and its admin calls work', async (roleId, by) => {
    const reply = await callApi('POST', '/users', { token: await token(by), body: { username: 'nueva.admin', role_id: roleId } });
    if (by === 'admin.cliente') {
      // A client admin may create only team accounts.
      expect(reply.status).toBe(403);
      return;
    }
    expect(reply.status).toBe(201);
    const { password } = reply.body.data as { password: string };
    expect(userByUsername(db(), 'nueva.admin')).toMatchObject({ status: 'active', role_id: roleId });
    const { accessToken } = await loginAs('nueva.admin', password);
    expect((await callApi('GET', '/users', { token: accessToken })).status).toBe(200);
    expect((await callApi('GET', '/help_desk_tickets', { token: accessToken })).status).toBe(200);
  });

  it('refuses user creation that breaks the rules: role a client admin may not give, no team, taken username, full team', async () => {
    const clientAdmin = await token('admin.cliente');
    const fullTeam = userByUsername(db(), 'capitan.completo')!.team_id!;
    const create = (body: object, t = clientAdmin) => callApi('POST', '/users', { token: t, body });
    expect((await create({ username: 'otro.admin', role_id: 1 })).status).toBe(403);
    expect((await create({ username: 'otro.admin', role_id: 1 }, await token('admin.sistema'))).status).toBe(201);
    const noTeam = await create({ username: 'sin.equipo', role_id: 3 });
    expect(noTeam).toMatchObject({ status: 400, body: { message: expect.stringContaining('Debe seleccionar un equipo para este rol') } });
    const taken = await create({ username: 'capitan.completo', role_id: 1 }, await token('admin.sistema'));
    expect(taken).toMatchObject({ status: 409, body: { additionalData: { errorCode: 'USERNAME_IN_USE' } } });
    expect((await create({ username: 'cuarto.miembro', role_id: 4, team_id: fullTeam })).status).toBe(422);
    expect((await create({ username: 'equipo.fantasma', role_id: 4, team_id: 9999 })).status).toBe(404);
  });

  it("computes the owner's five-step progress from the database", async () => {
    const complete = await callApi('GET', '/users/progress', { token: await token('capitan.completo') });
    expect(complete.body.data).toMatchObject({ is_activated: true, has_team: true, has_boat: true, members_count: 3, has_helmsman: true, is_paid: true, team_number: expect.any(Number) });
    expect((complete.body.data as { prices: unknown[] }).prices.length).toBeGreaterThanOrEqual(3);

    const incomplete = await callApi('GET', '/users/progress', { token: await token('capitan.incompleto') });
    expect(incomplete.body.data).toMatchObject({ has_team: true, members_count: 2, has_helmsman: false, is_paid: false, team_number: null });

    const registered = await callApi('GET', '/users/progress', { token: await token('usuario.nuevo') });
    expect(registered.body.data).toMatchObject({ is_activated: false, has_team: false, members_count: 0 });

    expect((await callApi('GET', '/users/progress', { token: await token('admin.sistema') })).status).toBe(403);
  });

  it("lists the caller's own help requests, newest first, with the responder's username", async () => {
    const reply = await callApi('GET', '/users/help_desk_tickets', { token: await token('capitan.completo') });
    const tickets = reply.body.data as { user_id: number; status: string; responded_by_username: string | null }[];
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((t) => t.user_id === userByUsername(db(), 'capitan.completo')!.id)).toBe(true);
    expect(tickets.find((t) => t.status === 'resolved')?.responded_by_username).toBeTruthy();
  });

  it("resets a user's password: the new one works, the old one no longer does", async () => {
    const member = userByUsername(db(), 'miembro.activo')!;
    const reply = await callApi('POST', `/users/${member.id}/reset-password`, { token: await token('admin.cliente') });
    expect(reply.status).toBe(200);
    const { username, password } = reply.body.data as { username: string; password: string };
    expect(username).toBe('miembro.activo');
    await expect(loginAs('miembro.activo', password)).resolves.toHaveProperty('accessToken');
    expect((await callApi('POST', '/auth/login', { body: { username, password: 'Demo2026!' } })).status).toBe(401);
  });

  it('logs a password reset with the admin who did it, for another account and for the own one', async () => {
    const member = userByUsername(db(), 'miembro.activo')!;
    await callApi('POST', `/users/${member.id}/reset-password`, { token: await token('admin.cliente') });
    const log = await callApi('GET', `/users_log/${member.id}`, { token: await token('admin.sistema') });
    const [latest] = log.body.data as { action: string; reason: string; performed_by: { username: string } | null }[];
    expect(latest).toMatchObject({ action: 'password_reset', reason: 'Contraseña restablecida por un administrador', performed_by: { username: 'admin.cliente' } });

    const admin = userByUsername(db(), 'admin.sistema')!;
    await callApi('POST', '/users/reset-password', { token: await token('admin.sistema') });
    const own = await callApi('GET', `/users_log/${admin.id}`, { token: await token('admin.cliente') });
    const [ownLatest] = own.body.data as { action: string; performed_by: { username: string } | null }[];
    expect(ownLatest).toMatchObject({ action: 'password_reset', performed_by: { username: 'admin.sistema' } });
  });

  it("refuses to reset an unknown user's or (for a client admin) a system admin's password", async () => {
    const clientAdmin = await token('admin.cliente');
    expect((await callApi('POST', '/users/9999/reset-password', { token: clientAdmin })).status).toBe(404);
    const systemAdmin = userByUsername(db(), 'admin.sistema')!;
    expect((await callApi('POST', `/users/${systemAdmin.id}/reset-password`, { token: clientAdmin })).status).toBe(403);
  });

  it("resets an admin's own password", async () => {
    const reply = await callApi('POST', '/users/reset-password', { token: await token('admin.sistema') });
    const { password } = reply.body.data as { password: string };
    await expect(loginAs('admin.sistema', password)).resolves.toHaveProperty('accessToken');
    expect((await callApi('POST', '/users/reset-password', { token: await token('capitan.completo') })).status).toBe(403);
  });

  it("shows a user's activity log newest first, with who performed each action", async () => {
    const member = userByUsername(db(), 'miembro.activo')!;
    const reply = await callApi('GET', `/users_log/${member.id}`, { token: await token('admin.sistema') });
    const entries = reply.body.data as { action: string; performed_by: { username: string } | null }[];
    expect(entries.map((e) => e.action)).toEqual(['activation', 'creation']);
    expect(entries[1]!.performed_by?.username).toBe('capitan.completo');
    expect((await callApi('GET', '/users_log/9999', { token: await token('admin.sistema') })).status).toBe(404);
  });
});
