import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../server/config';
import { startServer } from '../server/main';

/**
 * The production API in this process, seeded with the demo and with its test controls on
 * (reset, provider states), for the Pact verification and the fault proxy: on `databaseUrl`,
 * or on an embedded database in a temporary folder removed at close.
 */
export async function startApiInProcess({ host = '127.0.0.1', databaseUrl }: { host?: string; databaseUrl?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesca-api-'));
  const config = readConfig({
    ...process.env,
    HOST: host,
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: 'demo',
    API_TEST_CONTROLS: 'on',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  });
  const server = await startServer(config);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
