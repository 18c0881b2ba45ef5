import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The production database: a PostgreSQL server when DATABASE_URL is given, otherwise the
 * embedded PostgreSQL (PGlite) in DATA_DIR (docs/decisions/0064). Both are reached through
 * drizzle, so the rest of the server does not know which one it has.
 */
export type Sql = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  kind: 'postgres' | 'embedded';
  sql: Sql;
  /** Whether the database answers now (GET /readyz). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs `work` with a session-level advisory lock held (migrations, one start at a time). */
  withLock: <T>(lockId: number, work: () => Promise<T>) => Promise<T>;
};

export type DatabaseOptions = {
  url?: string;
  dataDir: string;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /** Longest a statement may run before PostgreSQL cancels it (ms). */
  statementTimeoutMs?: number;
  /** Longest a request waits for a free connection before it is refused with 503 (ms). */
  connectionTimeoutMs?: number;
  /** Requests that may wait for a connection at once (PostgreSQL only); more are refused at once. */
  maxWaiting?: number;
};

/**
 * Every connection is busy and DatabaseOptions.maxWaiting requests already wait for one: the
 * request is refused at once (503 with Retry-After) instead of joining an unbounded queue.
 */
export class PoolSaturatedError extends Error {
  constructor() {
    super('Todas las conexiones a la base están ocupadas y la cola de espera está llena');
  }
}

/**
 * drizzle's transaction (node-postgres) sends BEGIN before its try/finally: when BEGIN fails
 * (the connection died while idle in the pool, as in a PostgreSQL outage), the connection is
 * never given back. Each such failure took one connection from the pool for good, and closing
 * the pool waited for it forever (tests/server/faults.test.ts hung at its close, one run in
 * four). A failed BEGIN releases its connection here, as broken, so the pool replaces it.
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (!(result instanceof Promise) || !/^\s*begin\b/i.test(text ?? '')) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as typeof client.query;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options) : openEmbedded(options.dataDir);
}

function openPostgres(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: 'pesca-api',
  });
  // pg's pool queues waiters without limit (each one bounded in time by connectionTimeoutMillis
  // only); `query` and `transaction` both go through `connect`, so the bound goes there.
  const maxWaiting = options.maxWaiting ?? 200;
  const connect = pool.connect.bind(pool) as (callback?: (error: Error | undefined, ...rest: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    // Idle connections are handed to waiters on the next tick: only the waiters beyond them wait.
    const saturated = pool.totalCount >= (options.poolSize ?? 10) && pool.waitingCount - pool.idleCount >= maxWaiting;
    if (!saturated) return connect(callback);
    const error = new PoolSaturatedError();
    if (!callback) return Promise.reject(error);
    process.nextTick(() => callback(error));
    return undefined;
  }) as typeof pool.connect;
  // A connection the server drops (PostgreSQL restarted) must not crash the process: the
  // next query gets a fresh one, and the requests meanwhile answer 503.
  pool.on('error', () => undefined);
  // The same for a connection in use (checked out for a transaction, between two statements):
  // pg emits the server's "terminating connection" on the client, where nobody listens, and an
  // unheard 'error' kills the process (tests/server/faults.test.ts caught it). Its next query
  // fails instead, the request answers 503, and the pool discards the connection.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    releaseWhenBeginFails(client);
  });
  return {
    kind: 'postgres',
    sql: drizzlePg(pool) as unknown as Sql,
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
    withLock: async (lockId, work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
  };
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const client = await PGlite.create(dataDir);
  return {
    kind: 'embedded',
    sql: drizzlePglite(client) as unknown as Sql,
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
    // One process owns the embedded database (PGlite locks its folder): nothing to wait for.
    withLock: (_lockId, work) => work(),
  };
}
