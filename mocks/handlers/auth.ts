import * as auth from '@contracts/auth';
import { handle } from '../core/define-handler';
import { MockHttpError, conflict } from '../core/errors';
import { signAccessToken, signRefreshToken, verifyRefreshToken } from '../core/jwt';
import { nextId } from '../db/store';
import type { UserRow } from '../db/schema';
import { Role } from '@contracts/enums';

export const issueTokens = async (user: UserRow) => ({
  accessToken: await signAccessToken({
    id: user.id,
    roleId: user.role_id,
    status: user.status,
    username: user.username,
    teamId: user.team_id,
  }),
  refreshToken: await signRefreshToken(user.id),
});

export const authHandlers = [
  handle(auth.login, async ({ body, db }) => {
    const user = db.users.find((u) => u.username.toLowerCase() === body.username.toLowerCase());
    if (!user || user.password !== body.password) throw new MockHttpError(401, 'Usuario o contraseña incorrectos', 'UNAUTHORIZED');
    if (user.status === 'inactive') throw new MockHttpError(403, 'La cuenta está inactiva', 'FORBIDDEN');
    return { data: await issueTokens(user), message: 'Sesión iniciada' };
  }),

  handle(auth.refreshToken, async ({ body, db }) => {
    const verified = await verifyRefreshToken(body.refreshToken);
    const user = verified.ok ? db.users.find((u) => String(u.id) === verified.claims.sub) : undefined;
    if (!user || user.status === 'inactive') throw new MockHttpError(401, 'Token de refresco inválido o expirado', 'UNAUTHORIZED');
    const { accessToken } = await issueTokens(user);
    return { data: { accessToken }, message: 'Token renovado' };
  }),

  handle(auth.register, async ({ body, db }) => {
    if (db.users.some((u) => u.username.toLowerCase() === body.username.toLowerCase())) {
      throw conflict('Este nombre de usuario ya está en uso.', 'USERNAME_IN_USE');
    }
    const now = new Date().toISOString();
    const user: UserRow = {
      id: nextId(db.users),
      username: body.username,
      password: body.password,
      role_id: Role.TeamOwner,
      status: 'registered',
      team_id: null,
      personal_info: null,
      created_at: now,
      updated_at: now,
    };
    db.users.push(user);
    return { data: await issueTokens(user), message: 'Usuario registrado' };
  }),
];
