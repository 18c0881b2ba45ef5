import type { UserRow } from '../db/schema';
import { issueRefreshToken } from '../rules/refresh-tokens';
import { signAccessToken } from './jwt';

/** The access token of the user's current row: its claims are what the guards and the screens read. */
export const accessTokenFor = (user: UserRow) =>
  signAccessToken({
    id: user.id,
    roleId: user.role_id,
    status: user.status,
    username: user.username,
    teamId: user.team_id,
  });

/** A token pair whose claims are the user's current row (login, register, activate, team creation). */
export const issueTokens = async (user: UserRow) => ({
  accessToken: await accessTokenFor(user),
  refreshToken: await issueRefreshToken(user),
});
