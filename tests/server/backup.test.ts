import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/demo-accounts';
import { apiOn, postgresCluster, temporaryFolder, type TestApi } from './support';

/**
 * The backup drill (issue 33): data written through the API, `npm run db:backup`, a new empty
 * database restored from it with `npm run db:restore`, and the API on the restored database
 * reads the same teams, payments and results — on PostgreSQL (pg_dump/pg_restore, custom
 * format) and on the embedded database (PGlite's dump of its folder).
 */
let cluster: Awaited<ReturnType<typeof postgresCluster>>;
const folder = temporaryFolder('pesca-backup-');

beforeAll(async () => {
  cluster = await postgresCluster();
});
afterAll(() => {
  cluster?.stop();
  folder.remove();
});

const cli = (command: 'backup' | 'restore', file: string, env: Record<string, string | undefined>) => {
  const result = spawnSync('npx', ['tsx', 'server/cli/backup.ts', command, file], {
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: undefined, PG_BIN: cluster.bin, ...env },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

const NEW_ACCOUNT = { username: 'respaldo.nuevo', password: 'Respaldada2026!' };

/** What the drill writes through the API before the backup. */
async function write(api: TestApi) {
  expect((await api.call('POST', '/api/auth/register', { body: NEW_ACCOUNT })).status).toBe(201);
}

/** What an organiser reads: every team, every payment, every competition and its results. */
async function read(api: TestApi) {
  const login = await api.call('POST', '/api/auth/login', { body: { username: 'admin.sistema', password: DEMO_PASSWORD } });
  expect(login.status).toBe(200);
  const token = login.body.data.accessToken as string;
  const get = async (route: string) => {
    const answer = await api.call('GET', route, { token });
    expect(answer.status, route).toBe(200);
    return answer.body.data;
  };
  const competitions = (await get('/api/competitions')) as { id: number }[];
  const results = await Promise.all(competitions.map((c) => get(`/api/competitions/${c.id}/results`)));
  const payments = await Promise.all(competitions.map((c) => get(`/api/payments?competition_id=${c.id}`)));
  const signedIn = await api.call('POST', '/api/auth/login', { body: NEW_ACCOUNT });
  return { teams: await get('/api/teams'), competitions, results, payments, newAccount: signedIn.status };
}

describe('backup and restore drill', () => {
  it('on PostgreSQL: pg_dump -Fc, pg_restore into a new empty database, the same data read back', async () => {
    const source = await cluster.newDatabase();
    const api = await apiOn(source);
    let before;
    try {
      await write(api);
      before = await read(api);
    } finally {
      await api.close();
    }
    expect(before.teams.length).toBeGreaterThan(0);
    expect(before.payments.flat().length).toBeGreaterThan(0);
    expect(before.newAccount).toBe(200);

    const file = path.join(folder.dir, 'pesca.dump');
    expect(cli('backup', file, { DATABASE_URL: source })).toContain('Copia de seguridad escrita');
    const target = await cluster.newDatabase();
    expect(cli('restore', file, { DATABASE_URL: target })).toContain('restaurada');
    // Never over data: the restored database is not empty any more.
    const again = spawnSync('npx', ['tsx', 'server/cli/backup.ts', 'restore', file], { env: { ...process.env, DATABASE_URL: target, PG_BIN: cluster.bin }, encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('no está vacía');

    const restored = await apiOn(target, undefined, { SEED: 'none' });
    try {
      expect(await read(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });

  it('on the embedded database: its folder dumped, a new folder loaded from it, the same data read back', async () => {
    const source = path.join(folder.dir, 'datos');
    const api = await apiOn(undefined, source);
    let before;
    try {
      await write(api);
      before = await read(api);
    } finally {
      await api.close();
    }
    const file = path.join(folder.dir, 'pesca-datos.tar.gz');
    expect(cli('backup', file, { DATA_DIR: source })).toContain('Copia de seguridad escrita');
    const target = path.join(folder.dir, 'restaurada');
    expect(cli('restore', file, { DATA_DIR: target })).toContain('restaurada');
    const restored = await apiOn(undefined, target, { SEED: 'none' });
    try {
      expect(await read(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});
