import { and, eq, isNull, lt } from 'drizzle-orm';
import type { RefreshTokenTable } from '../../mocks/rules/refresh-tokens';
import type { RefreshTokenRow } from '../../mocks/db/schema';
import type { Sql } from '../db/connect';
import { refreshTokens } from '../db/schema';

/**
 * The refresh tokens' rows in PostgreSQL (mocks/rules/refresh-tokens.ts keeps the rule).
 * Spending is one conditional UPDATE: of two API processes spending the same token at once,
 * exactly one changes the row.
 */
export function refreshTokenTable(sql: Sql): RefreshTokenTable {
  const toRow = (row: typeof refreshTokens.$inferSelect): RefreshTokenRow => ({
    token_hash: row.tokenHash,
    user_id: row.userId,
    generation: row.generation,
    issued_at: row.issuedAt,
    expires_at: row.expiresAt,
    rotated_at: row.rotatedAt,
    successor_hash: row.successorHash,
  });
  return {
    async find(tokenHash) {
      const [row] = await sql.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ? toRow(row) : undefined;
    },
    async insert(row) {
      await sql
        .insert(refreshTokens)
        .values({
          tokenHash: row.token_hash,
          userId: row.user_id,
          generation: row.generation,
          issuedAt: row.issued_at,
          expiresAt: row.expires_at,
          rotatedAt: row.rotated_at,
          successorHash: row.successor_hash,
        })
        .onConflictDoNothing();
    },
    async spend(tokenHash, rotatedAt, successorHash) {
      const changed = await sql
        .update(refreshTokens)
        .set({ rotatedAt, successorHash })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      return changed.length === 1;
    },
    async prune(now) {
      await sql.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
    },
  };
}
