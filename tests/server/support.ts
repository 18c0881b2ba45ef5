import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { readConfig } from '../../server/config';
import { createApi, type Api } from '../../server/main';
import { createLogger } from '../../server/log';
import { startCluster, type Cluster } from '../../scripts/pg-cluster';

/**
 * The production API in-process for the server tests (Hono's `app.fetch`), on a throwaway
 * PostgreSQL cluster (scripts/pg-cluster.ts) or on the embedded database in a temporary
 * folder. Each call of `newDatabase` gives a test file a database of its own.
 */
export type TestApi = Api & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever JSON the API answered
  call: (method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
};

export const JWT_SECRET = 'secreto-de-prueba-de-la-api-de-produccion-0123456789';

export async function apiOn(databaseUrl: string | undefined, dataDir?: string, overrides: Record<string, string> = {}, logger = createLogger('silent')): Promise<TestApi> {
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir ?? path.join(tmpdir(), 'pesca-unused'),
    JWT_SECRET,
    SEED: 'demo',
    API_TEST_CONTROLS: 'on',
    DB_POOL_SIZE: '5',
    DB_CONNECT_TIMEOUT_MS: '2000',
    ...overrides,
  });
  const api = await createApi(config, logger);
  const call: TestApi['call'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await api.app.fetch(
      new Request(`http://127.0.0.1${route}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }),
    );
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML or empty
    }
    return { status: response.status, body, headers: response.headers };
  };
  return {
    ...api,
    call,
    close: () => {
      api.leaderboard.close();
      return api.database.close();
    },
  };
}

/** A provider state of the test controls (mocks/provider-states.ts): the demo data reset, then the state. */
export async function given(api: TestApi, state: string, params: Record<string, unknown> = {}) {
  const answer = await api.call('POST', '/__mock/state', { body: { state, params } });
  if (answer.status !== 200) throw new Error(`Estado "${state}": ${answer.status} ${JSON.stringify(answer.body)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the state's values, read by name in each test
  return answer.body as Record<string, any>;
}

export async function postgresCluster(): Promise<Cluster & { newDatabase: () => Promise<string> }> {
  const cluster = await startCluster();
  let n = 0;
  return {
    ...cluster,
    newDatabase: async () => {
      const name = `prueba_${process.pid}_${++n}`;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return cluster.url.replace(/\/pesca$/, `/${name}`);
    },
  };
}

/**
 * Two APIs on one throwaway PostgreSQL database: two processes' memory images and connection
 * pools, as `API_PROCESSES=2` runs them. Registers the file's beforeAll/afterAll; read `a`, `b`
 * and `url` inside the tests.
 */
export function twoApisOnOnePostgres() {
  const two = {} as { cluster: Awaited<ReturnType<typeof postgresCluster>>; url: string; a: TestApi; b: TestApi };
  beforeAll(async () => {
    two.cluster = await postgresCluster();
    two.url = await two.cluster.newDatabase();
    two.a = await apiOn(two.url);
    two.b = await apiOn(two.url);
  });
  afterAll(async () => {
    await two.a?.close();
    await two.b?.close();
    two.cluster?.stop();
  });
  return two;
}

export function temporaryFolder(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Rows of a query on the database directly (what the database holds, not what the API says). */
export async function rows<T = Record<string, unknown>>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
