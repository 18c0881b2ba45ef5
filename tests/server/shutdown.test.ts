import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createLogger } from '../../server/log';
import { startServer } from '../../server/main';
import { JWT_SECRET, postgresCluster, rows } from './support';

/**
 * A graceful shutdown (SIGTERM: server/main.ts's close) lets the requests in flight finish
 * before it closes the database pool, also a request whose client has already gone: its socket
 * is closed, but its rules and its commit are still running, and an accepted write must land.
 */
let cluster: Awaited<ReturnType<typeof postgresCluster>>;
let url: string;

beforeAll(async () => {
  cluster = await postgresCluster();
  url = await cluster.newDatabase();
});

afterAll(() => cluster?.stop());

const config = () =>
  readConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url, JWT_SECRET, SEED: 'demo', DB_POOL_SIZE: '3', LOG_LEVEL: 'silent' });

describe('graceful shutdown', () => {
  it('closes the pool only after a request whose client left has committed', async () => {
    const server = await startServer(config(), createLogger('silent'));
    // Holds every request at its first query (the versions of the image), so the sign-up below is
    // in flight when its client gives up and the shutdown starts.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE collection_versions IN ACCESS EXCLUSIVE MODE');
      const abort = new AbortController();
      const sent = fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'cierre.ordenado', password: 'Registro2026!' }),
        signal: abort.signal,
      }).catch(() => 'abandonada');
      // The request is waiting on the lock: then its client leaves and the shutdown begins.
      for (let i = 0; i < 200; i++) {
        const waiting = await rows<{ n: string }>(url, `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%collection_versions%'`);
        if (Number(waiting[0]!.n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      abort.abort();
      expect(await sent).toBe('abandonada');
      let closed = false;
      const closing = server.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The socket is gone, the work is not: the pool stays open for it.
      expect(closed).toBe(false);
      await blocker.query('COMMIT');
      await closing;
    } finally {
      await blocker.end();
    }
    expect(await rows(url, `SELECT id FROM users WHERE username = 'cierre.ordenado'`)).toHaveLength(1);
  });
  it('ends the live leaderboard streams so a shutdown does not wait for visitors to leave', async () => {
    const server = await startServer(config(), createLogger('silent'));
    const current = (await (await fetch(`${server.url}/api/leaderboard`)).json()) as { data: { competition: { id: number } } };
    const stream = await fetch(`${server.url}/api/leaderboard/events?competition_id=${current.data.competition.id}`);
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: leaderboard');
    const started = Date.now();
    await server.close();
    // The stream ended (not cut by a timeout) and the close did not wait for the visitor.
    expect((await reader.read()).done).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
