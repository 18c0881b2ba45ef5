import type { UserRow } from '../db/schema';

/**
 * Revokes every refresh token the user holds (OWASP ASVS 3.3.3; docs/decisions/0035): called
 * when the password is reset (by an admin or by the user) and when the account is
 * deactivated. Tokens carry the generation they were issued in; moving it on makes the old
 * ones refuse to renew a session. An access token still lives out its 15 minutes, unless the
 * account is inactive (the guard reads the status from the database).
 */
export function revokeRefreshTokens(user: UserRow) {
  user.refresh_generation = (user.refresh_generation ?? 0) + 1;
}

/** Whether a refresh token of this generation may still renew the user's session. */
export const refreshTokenCurrent = (user: UserRow, generation: number | undefined) => (generation ?? 0) === (user.refresh_generation ?? 0);
