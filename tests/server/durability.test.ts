import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../scripts/api-process';
import { JWT_SECRET, postgresCluster, temporaryFolder } from './support';
import { freePort } from '../../scripts/free-port';

/**
 * Nothing acknowledged is lost (issue 32): accounts are created against the API running as
 * its own process, the process is killed with SIGKILL while creates are still arriving, and
 * after a restart every create that was answered 2xx signs in. On real PostgreSQL and on
 * the embedded database.
 */

let cluster: Awaited<ReturnType<typeof postgresCluster>>;
const folder = temporaryFolder('pesca-durable-');

beforeAll(async () => {
  cluster = await postgresCluster();
});
afterAll(() => {
  cluster?.stop();
  folder.remove();
});

async function killedMidWrites(database: Record<string, string>) {
  const env = { ...database, JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' };
  const port = String(await freePort());
  const first = await startApiProcess({ ...env, PORT: port }, { quiet: true });
  const acknowledged: string[] = [];
  const sends = Array.from({ length: 24 }, async (_, i) => {
    const username = `durable.${i}.${Date.now() % 100000}`;
    const answer = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Guardada2026!' }),
    }).catch(() => null);
    if (answer?.status === 201) acknowledged.push(username);
    // Once some are answered, the process dies without a chance to flush anything.
    if (acknowledged.length === 8) first.child.kill('SIGKILL');
  });
  await Promise.all(sends);
  await first.stop();
  expect(acknowledged.length).toBeGreaterThanOrEqual(8);

  const second = await startApiProcess({ ...env, PORT: port }, { quiet: true });
  try {
    for (const username of acknowledged) {
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Guardada2026!' }),
      });
      expect(login.status, username).toBe(200);
    }
  } finally {
    await second.stop();
  }
}

describe('every acknowledged write survives kill -9 and a restart', () => {
  it('on PostgreSQL', async () => {
    await killedMidWrites({ DATABASE_URL: await cluster.newDatabase() });
  });

  it('on the embedded database', async () => {
    await killedMidWrites({ DATA_DIR: folder.dir });
  });
});
