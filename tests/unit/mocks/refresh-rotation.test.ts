import { describe, expect, it } from 'vitest';
import { authApiMessages } from '@contracts/auth-messages';
import { userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { callApi, loginAs } from './http';

/**
 * Refresh tokens are kept hashed and rotated (issue 32, docs/decisions/0066): a refresh spends
 * the token sent and answers its successor; a spent token sent again gets the same successor
 * while that is unspent (a lost answer, two tabs), and nothing once the successor was spent.
 */
type Renewed = { accessToken: string; refreshToken: string };
const refresh = async (refreshToken: string) => {
  const answer = await callApi('POST', '/auth/refresh-token', { body: { refreshToken } });
  return { status: answer.status, body: answer.body, renewed: answer.body.data as Renewed | undefined };
};
const invalid = { status: 401, body: { message: authApiMessages.refreshInvalid, additionalData: { errorCode: 'UNAUTHORIZED' } } };

describe('refresh token rotation', () => {
  it('answers a new access token and a successor that renews the session in turn', async () => {
    const signIn = await loginAs('capitan.completo');
    const first = await refresh(signIn.refreshToken);
    expect(first.status).toBe(200);
    expect(first.renewed!.refreshToken).not.toBe(signIn.refreshToken);
    expect(first.renewed!.accessToken).not.toBe(signIn.accessToken);
    const second = await refresh(first.renewed!.refreshToken);
    expect(second.status).toBe(200);
    expect(second.renewed!.refreshToken).not.toBe(first.renewed!.refreshToken);
  });

  it('keeps only hashes: no stored row holds a token as issued', async () => {
    const signIn = await loginAs('capitan.completo');
    const renewed = (await refresh(signIn.refreshToken)).renewed!;
    const stored = JSON.stringify(db().refreshTokens);
    expect(stored).not.toContain(signIn.refreshToken);
    expect(stored).not.toContain(renewed.refreshToken);
    expect(db().refreshTokens.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('a spent token sent again (its answer was lost) gets the same successor while that is unspent', async () => {
    const signIn = await loginAs('capitan.completo');
    const lost = (await refresh(signIn.refreshToken)).renewed!;
    const retried = await refresh(signIn.refreshToken);
    expect(retried.status).toBe(200);
    expect(retried.renewed!.refreshToken).toBe(lost.refreshToken);
    // The successor works once; after that the first token renews nothing.
    expect((await refresh(lost.refreshToken)).status).toBe(200);
    expect(await refresh(signIn.refreshToken)).toMatchObject(invalid);
  });

  it('a spent successor is refused the second time its own successor was spent', async () => {
    const signIn = await loginAs('capitan.completo');
    const one = (await refresh(signIn.refreshToken)).renewed!;
    const two = (await refresh(one.refreshToken)).renewed!;
    expect((await refresh(two.refreshToken)).status).toBe(200);
    expect(await refresh(one.refreshToken)).toMatchObject(invalid);
  });

  it('a validly signed token this backend never kept renews nothing', async () => {
    const signIn = await loginAs('capitan.completo');
    db().refreshTokens = [];
    expect(await refresh(signIn.refreshToken)).toMatchObject(invalid);
  });

  it("a reset after the spending also ends the spent token's retry", async () => {
    const signIn = await loginAs('capitan.completo');
    expect((await refresh(signIn.refreshToken)).status).toBe(200);
    userByUsername(db(), 'capitan.completo')!.refresh_generation = 7;
    expect(await refresh(signIn.refreshToken)).toMatchObject({ status: 401, body: { message: authApiMessages.refreshRevoked } });
  });

  it('forgets rows that expired when a new token is issued', async () => {
    await loginAs('capitan.completo');
    db().refreshTokens.push({ token_hash: 'f'.repeat(64), user_id: 1, generation: 0, issued_at: 0, expires_at: 1, rotated_at: null, successor_hash: null });
    await loginAs('capitan.completo');
    expect(db().refreshTokens.some((row) => row.expires_at === 1)).toBe(false);
  });
});
