import { sql as q } from 'drizzle-orm';
import type { Sql } from '../db/connect';
import { collectionNames, tableNameOf, type Collection } from './collections';

/**
 * Pruning the tombstones (`deleted_rows`, decision 0069): another process reads back the ids
 * deleted after its version of a collection, so a tombstone is needed only while some process
 * may hold an older version. Which versions every process holds is not recorded, so pruning
 * leaves a *horizon* instead: for each collection, the tombstones up to a version are deleted and
 * one marker row (id TOMBSTONE_HORIZON) records that version. A process whose version is older
 * than the horizon may have missed deletions and reads that collection whole (image.ts); every
 * other one reads back only what moved, as before. So pruning is always safe, and costs at most
 * one whole read to a process that lagged that far behind.
 */
export const TOMBSTONE_HORIZON = -1;

/** Versions of a collection whose tombstones are kept: a process more than this behind reads the collection whole. */
export const TOMBSTONES_KEPT = 1000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Prunes every collection's tombstones older than `kept` versions behind it, in one transaction; returns how many went. */
export async function pruneTombstones(sql: Sql, kept = TOMBSTONES_KEPT): Promise<number> {
  return sql.transaction(async (transaction) => {
    const tx = transaction as unknown as Sql;
    const versions = rowsOf<{ name: Collection; version: string | number }>(await tx.execute(q`SELECT name, version FROM collection_versions`));
    let pruned = 0;
    for (const { name, version } of versions) {
      if (!collectionNames.includes(name)) continue;
      const horizon = Number(version) - kept;
      if (horizon <= 0) continue;
      const table = tableNameOf(name);
      const gone = rowsOf<{ id: number }>(
        await tx.execute(q`DELETE FROM deleted_rows WHERE collection = ${table} AND version <= ${horizon} AND id <> ${TOMBSTONE_HORIZON} RETURNING id`),
      ).length;
      if (gone === 0) continue;
      pruned += gone;
      await tx.execute(q`DELETE FROM deleted_rows WHERE collection = ${table} AND id = ${TOMBSTONE_HORIZON}`);
      await tx.execute(q`INSERT INTO deleted_rows (collection, id, version) VALUES (${table}, ${TOMBSTONE_HORIZON}, ${horizon})`);
    }
    return pruned;
  });
}
