import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './connect';

/** drizzle-kit's migrations of server/db/schema.ts (and the hand-written 0001), in the repository. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number: processes that start together agree on it, so one migrates and the others wait. */
const MIGRATION_LOCK = 20261127;

/**
 * Applies the migrations not applied yet, under an advisory lock (two API processes
 * starting at once do not both migrate). Migrations only add: none drops a table or a
 * column with data (docs/deploy.md, "Actualizar").
 */
export async function migrate(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async () => {
    const config = { migrationsFolder: MIGRATIONS_FOLDER };
    if (database.kind === 'embedded') await migratePglite(database.sql as never, config);
    else await migratePg(database.sql as never, config);
  });
}
