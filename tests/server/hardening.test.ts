import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { apiOn, given, postgresCluster, rows, type TestApi } from './support';

/** What makes the production API fit for people's data (issue 32), on real PostgreSQL. */
let cluster: Awaited<ReturnType<typeof postgresCluster>>;
let url: string;
let api: TestApi;

beforeAll(async () => {
  cluster = await postgresCluster();
  url = await cluster.newDatabase();
  api = await apiOn(url);
});
afterAll(async () => {
  await api?.close();
  cluster?.stop();
});

const login = (username: string, password: string) => api.call('POST', '/api/auth/login', { body: { username, password } });

describe('the production API’s hardening', () => {
  it('stores passwords as argon2id hashes only: the table refuses plain text', async () => {
    await given(api, 'the demo data is loaded');
    expect((await api.call('POST', '/api/auth/register', { body: { username: 'clave.hasheada', password: 'MiClave2026!' } })).status).toBe(201);
    const [stored] = await rows<{ password_hash: string; doc: string }>(url, `SELECT password_hash, doc::text AS doc FROM users WHERE username = 'clave.hasheada'`);
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.doc).not.toContain('MiClave2026!');
    expect((await login('clave.hasheada', 'MiClave2026!')).status).toBe(200);
    await expect(
      rows(url, `UPDATE users SET doc = jsonb_set(doc, '{password}', '"texto-plano"') WHERE username = 'clave.hasheada'`),
    ).rejects.toThrow(/users_password_is_hash/);
  });

  it('locks a username after 10 failed sign-ins: 429 in Spanish with Retry-After, even with the right password', async () => {
    await given(api, 'the demo data is loaded');
    for (let i = 0; i < 10; i++) expect((await login('capitan.completo', `equivocada${i}`)).status).toBe(401);
    const locked = await login('capitan.completo', 'Demo2026!');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ statusCode: 429, message: 'Demasiados intentos fallidos de inicio de sesión. Esperá unos minutos y probá de nuevo.', additionalData: { errorCode: 'RATE_LIMITED' } });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from elsewhere is not affected.
    expect((await login('capitan.pendiente', 'Demo2026!')).status).toBe(200);
  });

  it('answers 503 in Spanish while PostgreSQL is down, says so on /readyz, and serves again when it is back, without a restart', async () => {
    const state = await given(api, 'a team owner with a complete team exists');
    cluster.pgStop();
    try {
      const during = await api.call('GET', '/api/teams/progress', { token: state.accessToken });
      expect(during.status).toBe(503);
      expect(during.body).toMatchObject({ message: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.', additionalData: { errorCode: 'SERVICE_UNAVAILABLE' } });
      expect(during.headers.get('retry-after')).toBe('5');
      expect((await api.call('GET', '/readyz')).status).toBe(503);
      expect((await api.call('GET', '/healthz')).status).toBe(200);
    } finally {
      cluster.pgStart();
    }
    expect((await api.call('GET', '/readyz')).status).toBe(200);
    expect((await api.call('GET', '/api/teams/progress', { token: state.accessToken })).status).toBe(200);
  });

  it('refuses to start in production without JWT_SECRET, and with the test controls on', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET es obligatorio/);
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), API_TEST_CONTROLS: 'on' })).toThrow(/API_TEST_CONTROLS/);
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: 'corto' })).toThrow(/32 caracteres/);
  });

  it('has no test controls unless they are turned on', async () => {
    const closed = await apiOn(await cluster.newDatabase(), undefined, { API_TEST_CONTROLS: 'off' });
    try {
      expect((await closed.call('POST', '/__mock/reset')).status).toBe(404);
      expect((await closed.call('POST', '/__mock/state', { body: { state: 'the demo data is loaded' } })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('creates the first system admin from the command line, once (npm run server:create-admin)', async () => {
    const database = await cluster.newDatabase();
    const create = () =>
      spawnSync('npx', ['tsx', 'server/cli/create-admin.ts'], {
        env: { ...process.env, DATABASE_URL: database, ADMIN_USERNAME: 'organizador.uno', ADMIN_PASSWORD: 'Primera2026!' },
        encoding: 'utf8',
      });
    const first = create();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('Administrador organizador.uno creado');
    const again = create();
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('ya existe');
    const other = await apiOn(database, undefined, { SEED: 'none' });
    try {
      const signedIn = await other.call('POST', '/api/auth/login', { body: { username: 'organizador.uno', password: 'Primera2026!' } });
      expect(signedIn.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('has migrations that never drop a table or a column', () => {
    const sql = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8'));
    expect(sql.length).toBeGreaterThanOrEqual(2);
    for (const text of sql) expect(text).not.toMatch(/\bDROP\s+(TABLE|COLUMN|SCHEMA|DATABASE)\b|\bTRUNCATE\b/i);
  });
});
