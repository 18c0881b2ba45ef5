import { authEndpoints } from '@contracts/auth';
import { Role } from '@contracts/enums';
import { handle } from '../core/define-handler';
import { MockHttpError } from '../core/errors';
import { verifyRefreshToken } from '../core/jwt';
import { accessTokenFor, issueTokens } from '../core/tokens';
import { passwordMatches } from '../core/passwords';
import { userById, userByUsername } from '../db/queries';
import { assertUsernameFree, createUser } from '../rules/accounts';
import { assertPersonalInfoFree, replaceAddresses, storedPersonalInfo } from '../rules/personal-info';
import { appendUserLog } from '../rules/user-log';
import { refreshTokenCurrent } from '../rules/sessions';
import { rotateRefreshToken } from '../rules/refresh-tokens';
import { accessMessages } from '@contracts/core/messages';
import { authApiMessages } from '@contracts/auth-messages';

/** SPEC §7 Authentication. */
export const authHandlers = [
  handle(authEndpoints.login, async ({ body, db }) => {
    const user = userByUsername(db, body.username);
    if (!(await passwordMatches(user?.password ?? null, body.password)) || !user) throw new MockHttpError(401, authApiMessages.badCredentials, 'UNAUTHORIZED');
    if (user.status === 'inactive') throw new MockHttpError(403, accessMessages.inactiveAccount, 'FORBIDDEN');
    return { data: await issueTokens(user), message: 'Sesión iniciada' };
  }),

  // The new access token carries the user's current claims (role, status, team), not the old token's.
  // The refresh token sent is spent and its successor answered (docs/decisions/0066).
  handle(authEndpoints.refreshToken, async ({ body, db }) => {
    const verified = await verifyRefreshToken(body.refreshToken);
    const user = verified.ok ? userById(db, Number(verified.claims.sub)) : undefined;
    if (!user || user.status === 'inactive') throw new MockHttpError(401, authApiMessages.refreshInvalid, 'UNAUTHORIZED');
    if (!refreshTokenCurrent(user, verified.ok ? verified.claims.gen : undefined)) throw new MockHttpError(401, authApiMessages.refreshRevoked, 'UNAUTHORIZED');
    const rotation = await rotateRefreshToken(body.refreshToken, user);
    if (!rotation.ok) {
      throw new MockHttpError(401, rotation.reason === 'revoked' ? authApiMessages.refreshRevoked : authApiMessages.refreshInvalid, 'UNAUTHORIZED');
    }
    return { data: { accessToken: await accessTokenFor(user), refreshToken: rotation.refreshToken }, message: 'Token renovado' };
  }),

  handle(authEndpoints.register, async ({ body, db }) => {
    assertUsernameFree(db, body.username);
    const user = createUser(db, { username: body.username, password: body.password, role_id: Role.TeamOwner, status: 'registered' }, null);
    return { data: await issueTokens(user), message: 'Usuario registrado' };
  }),

  handle(authEndpoints.activate, async ({ body, db, user }) => {
    const personal_info = storedPersonalInfo(body.personal_info);
    assertPersonalInfoFree(db, personal_info, user.id);
    Object.assign(user, { personal_info, status: 'active', updated_at: new Date().toISOString() });
    replaceAddresses(db, 'user', user.id, body.addresses);
    appendUserLog(db, { user_id: user.id, action: 'activation' });
    return { data: await issueTokens(user), message: 'Cuenta activada' };
  }),
];
