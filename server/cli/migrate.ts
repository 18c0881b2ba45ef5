/**
 * `npm run db:migrate`: applies the migrations not applied yet (server/db/migrations) and
 * exits — before starting a new version's API processes (docs/deploy.md, "Actualizar").
 * The API also applies them at start, under the same lock.
 */
import { readConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';

const config = readConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  console.info(`Migraciones aplicadas (${config.DATABASE_URL ? 'PostgreSQL' : `base embebida en ${config.DATA_DIR}`}).`);
} finally {
  await database.close();
}
