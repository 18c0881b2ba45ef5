import { REFRESH_TOKEN_TTL_SECONDS, signRefreshToken } from '../core/jwt';
import { db } from '../db/store';
import type { RefreshTokenRow, UserRow } from '../db/schema';
import { refreshTokenCurrent } from './sessions';

/**
 * Refresh tokens are kept hashed and rotated (issue 32, docs/decisions/0066): each refresh
 * spends the token it was sent and answers its one successor.
 *
 * A spent token sent again gets that same successor back while the successor is unspent: a
 * captain whose refresh answer was lost at the riverside (or two tabs refreshing at once)
 * keeps the session. The successor is signed from what the spent row stores (its id derives
 * from the spent token's hash, its issue time is the moment of the spending), so nothing
 * secret is stored to answer it again. Once the successor has been spent too, the old token
 * renews nothing.
 */

/** Where the rows live: the demo's database by default; the production server's own table (server/security/refresh-token-table.ts). */
export interface RefreshTokenTable {
  find(tokenHash: string): Promise<RefreshTokenRow | undefined>;
  /** Adds a row; a row with the same hash already there is kept as it is. */
  insert(row: RefreshTokenRow): Promise<void>;
  /** Spends an unspent token, atomically: false when it was spent already (by this request's rival). */
  spend(tokenHash: string, rotatedAt: number, successorHash: string): Promise<boolean>;
  /** Forgets rows that expired before `now`. */
  prune(now: number): Promise<void>;
}

/** The demo, the tests and the HTTP mock: rows in the mock database, which runs one request at a time. */
const databaseTable: RefreshTokenTable = {
  find: async (hash) => rows().find((row) => row.token_hash === hash),
  insert: async (row) => {
    if (!rows().some((existing) => existing.token_hash === row.token_hash)) rows().push(row);
  },
  spend: async (hash, rotatedAt, successorHash) => {
    const row = rows().find((existing) => existing.token_hash === hash);
    if (!row || row.rotated_at !== null) return false;
    Object.assign(row, { rotated_at: rotatedAt, successor_hash: successorHash });
    return true;
  },
  prune: async (now) => {
    const database = db();
    database.refreshTokens = rows().filter((row) => row.expires_at >= now);
  },
};

// A database saved by the demo before refresh tokens were kept has no list yet.
const rows = () => (db().refreshTokens ??= []);

let scopedTable: (() => RefreshTokenTable | undefined) | null = null;

/** The production server's table for the current request (its AsyncLocalStorage scope); outside one, the database's rows. */
export function useRefreshTokenTable(provider: () => RefreshTokenTable | undefined) {
  scopedTable = provider;
}

const table = () => scopedTable?.() ?? databaseTable;

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new token for the user (sign-in, registration, activation, team creation), kept hashed. */
export async function issueRefreshToken(user: UserRow): Promise<string> {
  const token = await signRefreshToken(user.id, user.refresh_generation ?? 0);
  const now = nowSeconds();
  await table().prune(now);
  await table().insert({
    token_hash: await sha256(token),
    user_id: user.id,
    generation: user.refresh_generation ?? 0,
    issued_at: now,
    expires_at: now + REFRESH_TOKEN_TTL_SECONDS,
    rotated_at: null,
    successor_hash: null,
  });
  return token;
}

/** The successor of a spent row, the same every time: its id from the row's hash, its issue time the spending. */
const successorOf = async (row: RefreshTokenRow, rotatedAt: number, generation: number) =>
  signRefreshToken(row.user_id, generation, REFRESH_TOKEN_TTL_SECONDS, { jti: (await sha256(`sucesor:${row.token_hash}`)).slice(0, 32), issuedAt: rotatedAt });

export type Rotation = { ok: true; refreshToken: string } | { ok: false; reason: 'unknown' | 'spent' | 'revoked' };

/**
 * Spends `token` (already verified as a signed, unexpired refresh token of `user`) and answers
 * its successor. `unknown`: never issued here (or expired and forgotten); `spent`: its
 * successor was spent too; `revoked`: a reset or a deactivation came after it (0035).
 */
export async function rotateRefreshToken(token: string, user: UserRow): Promise<Rotation> {
  const hash = await sha256(token);
  const row = await table().find(hash);
  if (!row || row.user_id !== user.id) return { ok: false, reason: 'unknown' };
  if (!refreshTokenCurrent(user, row.generation)) return { ok: false, reason: 'revoked' };
  const generation = user.refresh_generation ?? 0;

  if (row.rotated_at === null) {
    const rotatedAt = nowSeconds();
    const successor = await successorOf(row, rotatedAt, generation);
    const successorHash = await sha256(successor);
    // The successor's row goes in first: a rival that finds this token spent finds its successor too.
    await table().insert({
      token_hash: successorHash,
      user_id: user.id,
      generation,
      issued_at: rotatedAt,
      expires_at: rotatedAt + REFRESH_TOKEN_TTL_SECONDS,
      rotated_at: null,
      successor_hash: null,
    });
    if (await table().spend(hash, rotatedAt, successorHash)) return { ok: true, refreshToken: successor };
  }

  // Spent already (earlier, or by a rival a moment ago): its successor again, while unspent and current.
  const spent = await table().find(hash);
  const next = spent?.successor_hash ? await table().find(spent.successor_hash) : undefined;
  if (!spent?.rotated_at || !next || next.rotated_at !== null) return { ok: false, reason: 'spent' };
  if (!refreshTokenCurrent(user, next.generation)) return { ok: false, reason: 'revoked' };
  return { ok: true, refreshToken: await successorOf(spent, spent.rotated_at, next.generation) };
}
