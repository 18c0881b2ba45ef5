import type { UserRow } from '../db/schema';
import { signAccessToken, signRefreshToken } from './jwt';

/** A token pair whose claims are the user's current row (login, register, activate, team creation). */
export const issueTokens = async (user: UserRow) => ({
  accessToken: await signAccessToken({
    id: user.id,
    roleId: user.role_id,
    status: user.status,
    username: user.username,
    teamId: user.team_id,
  }),
  refreshToken: await signRefreshToken(user.id, user.refresh_generation ?? 0),
});
