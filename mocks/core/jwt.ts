import { SignJWT, jwtVerify, errors } from 'jose';
import type { SessionUser } from '@contracts/entities/session';

/**
 * Real HS256 tokens for the mock backend. A CryptoKey (not raw bytes) avoids jose's
 * cross-realm Uint8Array error under jsdom.
 *
 * The in-browser demo and the in-process tests sign with this public key on purpose: the
 * demo runs entirely in the visitor's browser, so any key it holds is the visitor's to read
 * (docs/decisions/0034). The HTTP mock, a server others connect to, signs with its own secret
 * instead (useTokenSecret, from MOCK_JWT_SECRET or random per start).
 */
const PUBLIC_DEMO_SECRET = 'pesca-demo-mock-secret-no-usar-en-produccion';
let secret = PUBLIC_DEMO_SECRET;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** HS256 wants a key at least as long as its 256-bit hash (RFC 7518 §3.2). */
export const MIN_SECRET_LENGTH = 32;

let keyPromise: Promise<CryptoKey> | null = null;

/** Signs and verifies from now on with `next`; tokens signed before stop verifying. */
export function useTokenSecret(next: string) {
  if (next.length < MIN_SECRET_LENGTH) throw new Error(`El secreto de los tokens debe tener al menos ${MIN_SECRET_LENGTH} caracteres`);
  secret = next;
  keyPromise = null;
  verified.clear();
}

/** 32 random bytes, base64url: the HTTP mock's secret when MOCK_JWT_SECRET is not set. */
export const randomTokenSecret = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!);

const key = () =>
  (keyPromise ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  ));

export type AccessClaims = Pick<SessionUser, 'id' | 'roleId' | 'status' | 'username'> & { teamId?: number | null };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * `expiresIn` in seconds from now; negative values make an already expired token (tests).
 * Each token has its own id (jti): without it, a token refreshed within the second it was
 * issued came out identical to the one it replaced, and a client could not tell an answer to
 * the old token from one to the new (one refresh per token, issue 19).
 */
export async function signAccessToken(claims: AccessClaims, expiresIn = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  const iat = nowSeconds();
  return new SignJWT({ ...claims, teamId: claims.teamId ?? null, type: 'access', jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuedAt(Math.min(iat, iat + expiresIn))
    .setExpirationTime(iat + expiresIn)
    .sign(await key());
}

/**
 * `generation`: the user's refresh generation when issued (UserRow.refresh_generation); a later one revokes it.
 * `fixed`: the token id and issue time, for a token that must come out the same each time it
 * is made (a spent token's successor, mocks/rules/refresh-tokens.ts); HS256 is deterministic.
 */
export async function signRefreshToken(
  userId: number,
  generation = 0,
  expiresIn = REFRESH_TOKEN_TTL_SECONDS,
  fixed?: { jti: string; issuedAt: number },
): Promise<string> {
  const issuedAt = fixed?.issuedAt ?? nowSeconds();
  return new SignJWT({ type: 'refresh', jti: fixed?.jti ?? crypto.randomUUID(), gen: generation })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(await key());
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Access tokens already verified, by their text, until they expire: every authenticated request
 * verified its token's HMAC again (webcrypto, ~10 % of the production API's CPU on a read-heavy
 * load, issue 33), and a token's signature does not change. Only what verified is kept, with its
 * expiry checked on each use; what a token carries is still judged against the user's row
 * (status, role: define-handler's `authenticate`). Bounded: the oldest entry goes first.
 */
const verified = new Map<string, { claims: { exp?: number; type?: unknown }; exp: number }>();
const VERIFIED_KEPT = 10_000;

async function verify<T>(token: string, type: 'access' | 'refresh'): Promise<VerifyResult<T>> {
  const known = type === 'access' ? verified.get(token) : undefined;
  if (known) {
    if (known.exp > nowSeconds()) return { ok: true, claims: known.claims as T };
    verified.delete(token);
    return { ok: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
    if (payload.type !== type) return { ok: false, reason: 'invalid' };
    if (type === 'access' && typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims: payload, exp: payload.exp });
    }
    return { ok: true, claims: payload as T };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export const verifyAccessToken = (token: string) => verify<AccessClaims & { exp: number }>(token, 'access');
export const verifyRefreshToken = (token: string) => verify<{ sub: string; gen?: number }>(token, 'refresh');
