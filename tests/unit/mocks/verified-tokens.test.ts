import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, signRefreshToken, useTokenSecret, verifyAccessToken, verifyRefreshToken } from '@mocks/core/jwt';

/**
 * Access tokens verified once are kept until they expire (mocks/core/jwt.ts, issue 33): the
 * cache answers what verification would, never more — an expired token is refused, a token of
 * another secret is verified again (and refused), a refresh token is never taken from it.
 */
const claims = { id: 7, roleId: 3, status: 'active', username: 'capitan.cache', teamId: null } as const;

afterEach(() => {
  vi.useRealTimers();
  useTokenSecret('pesca-demo-mock-secret-no-usar-en-produccion');
});

describe('verified access tokens are kept for their lifetime', () => {
  it('a token verified once is refused once it expires, although kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(claims, 60);
    expect(await verifyAccessToken(token)).toMatchObject({ ok: true, claims: { username: 'capitan.cache' } });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyAccessToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a new secret forgets every token verified with the old one', async () => {
    const token = await signAccessToken(claims);
    expect((await verifyAccessToken(token)).ok).toBe(true);
    useTokenSecret('otro-secreto-de-al-menos-treinta-y-dos-caracteres');
    expect(await verifyAccessToken(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('an access token verified as access is still not a refresh token', async () => {
    const token = await signAccessToken(claims);
    expect((await verifyAccessToken(token)).ok).toBe(true);
    expect(await verifyRefreshToken(token)).toEqual({ ok: false, reason: 'invalid' });
    expect((await verifyRefreshToken(await signRefreshToken(7))).ok).toBe(true);
  });
});
