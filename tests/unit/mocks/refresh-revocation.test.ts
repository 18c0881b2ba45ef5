import { describe, expect, it } from 'vitest';
import { authApiMessages } from '@contracts/auth-messages';
import { userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { callApi, loginAs } from './http';

/**
 * A password reset or a deactivation revokes the refresh tokens issued before it (issue 19,
 * OWASP ASVS 3.3.3, docs/decisions/0035). Measured: after an admin reset, the old refresh
 * token still renewed the session.
 */
const refresh = (refreshToken: string) => callApi('POST', '/auth/refresh-token', { body: { refreshToken } });
const revoked = { status: 401, body: { message: authApiMessages.refreshRevoked, additionalData: { errorCode: 'UNAUTHORIZED' } } };

describe('refresh tokens issued before a reset or a deactivation stop working', () => {
  it('after an admin resets the password: the old refresh token is refused, a new sign-in works', async () => {
    const before = await loginAs('capitan.completo');
    expect((await refresh(before.refreshToken)).status).toBe(200);
    const admin = await loginAs('admin.cliente');
    const id = userByUsername(db(), 'capitan.completo')!.id;
    const reset = await callApi('POST', `/users/${id}/reset-password`, { token: admin.accessToken });
    expect(reset.status).toBe(200);
    expect(await refresh(before.refreshToken)).toMatchObject(revoked);
    const after = await loginAs('capitan.completo', (reset.body.data as { password: string }).password);
    expect((await refresh(after.refreshToken)).status).toBe(200);
  });

  it("after an admin resets the own password: the admin's earlier refresh tokens are refused", async () => {
    const other = await loginAs('admin.sistema');
    const own = await loginAs('admin.sistema');
    expect((await callApi('POST', '/users/reset-password', { token: own.accessToken })).status).toBe(200);
    expect(await refresh(other.refreshToken)).toMatchObject(revoked);
    expect(await refresh(own.refreshToken)).toMatchObject(revoked);
  });

  it('after a deactivation (a member leaves the team): the old refresh token stays refused even if the account is reactivated', async () => {
    const member = await loginAs('miembro.activo');
    expect((await callApi('DELETE', '/team_members', { token: member.accessToken })).status).toBe(200);
    expect((await refresh(member.refreshToken)).status).toBe(401);
    userByUsername(db(), 'miembro.activo')!.status = 'active';
    expect(await refresh(member.refreshToken)).toMatchObject(revoked);
  });

  it('leaves the refresh tokens of other accounts alone', async () => {
    const bystander = await loginAs('capitan.incompleto');
    const admin = await loginAs('admin.cliente');
    await callApi('POST', `/users/${userByUsername(db(), 'capitan.completo')!.id}/reset-password`, { token: admin.accessToken });
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });
});
