import { describe, expect, it } from 'vitest';
import { jwtDecode } from 'jwt-decode';
import { sessionUserSchema } from '@contracts/entities/session';
import { signAccessToken } from '@mocks/core/jwt';
import { db } from '@mocks/db/store';
import { userByUsername } from '@mocks/db/queries';
import { demoAccounts } from '@mocks/demo-accounts';
import { callApi, loginAs } from './http';

const activation = (overrides: Record<string, unknown> = {}) => ({
  personal_info: {
    dni: '30111222',
    first_name: 'Lucía',
    last_name: 'Fernández',
    primary_phone_number: '3415551234',
    secondary_phone_number: null,
    emergency_contact_number: null,
    licence_number: null,
    birth_date: '1990-04-12',
    email: 'lucia.fernandez@example.org',
    gender: 'F',
    blood_type: null,
    ...overrides,
  },
  addresses: [{ address_line: 'Bv. Oroño 1234', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' }],
});

async function registerNewUser(username = 'nueva.pescadora') {
  const reply = await callApi('POST', '/auth/register', { body: { username, password: 'secreto123' } });
  expect(reply.status).toBe(201);
  return reply.body.data as { accessToken: string; refreshToken: string };
}

describe('auth handlers', () => {
  it.each(demoAccounts.map((a) => [a.key, a] as const))('lets the demo account %s log in with claims matching its role, status and team', async (_, account) => {
    const tokens = await loginAs(account.username, account.password);
    const claims = sessionUserSchema.parse(jwtDecode(tokens.accessToken));
    expect(claims).toMatchObject({ username: account.username, roleId: account.roleId, status: account.status });
    expect(claims.teamId != null).toBe(account.hasTeam);
    expect(claims.teamId ?? null).toBe(userByUsername(db(), account.username)!.team_id);
  });

  it('refuses a wrong password with 401 in Spanish', async () => {
    const reply = await callApi('POST', '/auth/login', { body: { username: 'capitan.completo', password: 'incorrecta' } });
    expect(reply).toMatchObject({ status: 401, body: { message: 'Usuario o contraseña incorrectos' } });
  });

  it("answers 401 'Token expirado' to an expired access token", async () => {
    const user = userByUsername(db(), 'usuario.nuevo')!;
    const expired = await signAccessToken({ id: user.id, roleId: user.role_id, status: user.status, username: user.username }, -60);
    const reply = await callApi('POST', '/auth/activate', { token: expired, body: activation() });
    expect(reply).toMatchObject({ status: 401, body: { message: 'Token expirado', additionalData: { errorCode: 'TOKEN_EXPIRED' } } });
  });

  it('answers 401 without a token and 403 to a role the endpoint does not allow', async () => {
    expect((await callApi('POST', '/auth/activate', { body: activation() })).status).toBe(401);
    const { accessToken } = await loginAs('admin.sistema');
    const reply = await callApi('POST', '/auth/activate', { token: accessToken, body: activation() });
    expect(reply).toMatchObject({ status: 403, body: { additionalData: { errorCode: 'FORBIDDEN' } } });
  });

  it('answers 400 with the Spanish field message to a bad body', async () => {
    const reply = await callApi('POST', '/auth/register', { body: { username: 'abc', password: 'secreto123' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Debe tener al menos 6 caracteres');
    expect(reply.body.additionalData).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { username: 'Debe tener al menos 6 caracteres' } });
  });

  it('registers a new account as a registered team owner, and refuses a taken username with USERNAME_IN_USE', async () => {
    const tokens = await registerNewUser();
    expect(jwtDecode(tokens.accessToken)).toMatchObject({ username: 'nueva.pescadora', roleId: 3, status: 'registered' });
    const again = await callApi('POST', '/auth/register', { body: { username: 'Capitan.Completo', password: 'secreto123' } });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Este nombre de usuario ya está en uso.', additionalData: { errorCode: 'USERNAME_IN_USE' } },
    });
  });

  it('activates an account: stores personal data and address, logs it, and returns tokens with status active', async () => {
    const { accessToken } = await registerNewUser();
    const reply = await callApi('POST', '/auth/activate', { token: accessToken, body: activation() });
    expect(reply.status).toBe(201);
    expect(jwtDecode((reply.body.data as { accessToken: string }).accessToken)).toMatchObject({ status: 'active' });

    const user = userByUsername(db(), 'nueva.pescadora')!;
    expect(user.status).toBe('active');
    expect(user.personal_info).toMatchObject({ dni: '30111222', email: 'lucia.fernandez@example.org', licence_number: null, blood_type: null });
    expect(db().addresses.filter((a) => a.owner_type === 'user' && a.owner_id === user.id && a.is_active)).toHaveLength(1);
    expect(db().userLogs.filter((l) => l.user_id === user.id).map((l) => l.action)).toEqual(['creation', 'activation']);

    // The old token still says 'registered', but the database is the truth: no second activation.
    const twice = await callApi('POST', '/auth/activate', { token: accessToken, body: activation() });
    expect(twice.status).toBe(403);
  });

  it.each([
    ['dni', 'DNI_IN_USE', 'Este DNI ya está en uso.'],
    ['email', 'EMAIL_IN_USE', 'Este correo electrónico ya está en uso.'],
    ['licence_number', 'LICENSE_NUMBER_IN_USE', 'Este número de licencia ya está en uso.'],
  ] as const)('refuses an activation whose %s belongs to someone else with %s', async (field, errorCode, message) => {
    const taken = db().users.find((u) => u.personal_info?.licence_number && u.personal_info.email)!.personal_info!;
    const { accessToken } = await registerNewUser();
    const reply = await callApi('POST', '/auth/activate', { token: accessToken, body: activation({ [field]: taken[field] }) });
    expect(reply).toMatchObject({ status: 409, body: { message, additionalData: { errorCode } } });
    expect(userByUsername(db(), 'nueva.pescadora')!.status).toBe('registered');
  });

  it("refreshes with the user's current claims from the database, not the old token's", async () => {
    const { refreshToken } = await loginAs('capitan.sinequipo');
    userByUsername(db(), 'capitan.sinequipo')!.team_id = 5;
    const reply = await callApi('POST', '/auth/refresh-token', { body: { refreshToken } });
    expect(reply.status).toBe(200);
    expect(jwtDecode((reply.body.data as { accessToken: string }).accessToken)).toMatchObject({ username: 'capitan.sinequipo', teamId: 5 });
  });

  it('refuses to refresh with an access token or for a deactivated account', async () => {
    const { accessToken, refreshToken } = await loginAs('capitan.completo');
    expect((await callApi('POST', '/auth/refresh-token', { body: { refreshToken: accessToken } })).status).toBe(401);
    userByUsername(db(), 'capitan.completo')!.status = 'inactive';
    expect((await callApi('POST', '/auth/refresh-token', { body: { refreshToken } })).status).toBe(401);
  });
});
