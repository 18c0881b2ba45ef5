import { SignJWT, jwtVerify, errors } from 'jose';
import type { SessionUser } from '@contracts/entities/session';

/**
 * Real HS256 tokens for the mock backend. The secret is public on purpose: this is a demo
 * backend. A CryptoKey (not raw bytes) avoids jose's cross-realm Uint8Array error under jsdom.
 */
const SECRET = 'pesca-demo-mock-secret-no-usar-en-produccion';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

let keyPromise: Promise<CryptoKey> | null = null;
const key = () =>
  (keyPromise ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  ));

export type AccessClaims = Pick<SessionUser, 'id' | 'roleId' | 'status' | 'username'> & { teamId?: number | null };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `expiresIn` in seconds from now; negative values make an already expired token (tests). */
export async function signAccessToken(claims: AccessClaims, expiresIn = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  const iat = nowSeconds();
  return new SignJWT({ ...claims, teamId: claims.teamId ?? null, type: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuedAt(Math.min(iat, iat + expiresIn))
    .setExpirationTime(iat + expiresIn)
    .sign(await key());
}

export async function signRefreshToken(userId: number, expiresIn = REFRESH_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ type: 'refresh', jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(nowSeconds() + expiresIn)
    .sign(await key());
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

async function verify<T>(token: string, type: 'access' | 'refresh'): Promise<VerifyResult<T>> {
  try {
    const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
    if (payload.type !== type) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as T };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export const verifyAccessToken = (token: string) => verify<AccessClaims & { exp: number }>(token, 'access');
export const verifyRefreshToken = (token: string) => verify<{ sub: string }>(token, 'refresh');
