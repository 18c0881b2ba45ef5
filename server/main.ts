import { pathToFileURL } from 'node:url';
import { mkdirSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { randomTokenSecret, useTokenSecret } from '../mocks/core/jwt';
import { usePasswordCheck } from '../mocks/core/passwords';
import { readConfig, ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/connect';
import { migrate } from './db/migrate';
import { createApp } from './http/app';
import { LeaderboardEvents } from './http/leaderboard-events';
import { createLogger, type Logger } from './log';
import { checkPassword } from './security/passwords';
import { signInLimits } from './security/sign-in-limits';
import { seedDemoIfEmpty } from './seed';
import { Store } from './store/store';
import { pruneTombstones } from './store/tombstones';

/**
 * `npm run server`: the production API (docs/decisions/0064, docs/deploy.md). Reads its
 * settings from the environment (server/config.ts), applies the migrations, loads the data,
 * seeds the demo only with SEED=demo on an empty database, and listens until SIGTERM or
 * SIGINT, when it stops taking requests, lets the running ones finish and closes the database.
 */
export type RunningServer = { url: string; port: number; store: Store; close: () => Promise<void> };

export type Api = { app: ReturnType<typeof createApp>; store: Store; database: Database; leaderboard: LeaderboardEvents };

/** The API ready to answer (`app.fetch`), with its database migrated and loaded; it listens nowhere yet. */
export async function createApi(config: Config, logger: Logger = createLogger(config.LOG_LEVEL)): Promise<Api> {
  if (config.jwtSecret) useTokenSecret(config.jwtSecret);
  else {
    useTokenSecret(randomTokenSecret());
    logger.warn('JWT_SECRET no está definida: los tokens se firman con un secreto al azar y las sesiones no sobreviven a un reinicio (en producción es obligatoria).');
  }
  usePasswordCheck(checkPassword);

  if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
  const database: Database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    connectionTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    maxWaiting: config.DB_MAX_WAITING,
  });
  await migrate(database);
  const store = new Store(database);
  await store.image.current();
  if (config.SEED === 'demo' && (await seedDemoIfEmpty(store))) logger.info('Datos de demostración cargados (SEED=demo).');

  const leaderboard = new LeaderboardEvents(store, logger);
  const app = createApp({ config, store, logger, signIn: signInLimits(database.sql), leaderboard });
  return { app, store, database, leaderboard };
}

export async function startServer(config: Config, logger: Logger = createLogger(config.LOG_LEVEL)): Promise<RunningServer> {
  const { app, store, database, leaderboard } = await createApi(config, logger);
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST}:${port}`;
  logger.info({ url, database: database.kind }, 'API escuchando');

  // Tombstones far behind every collection's version go (server/store/tombstones.ts): at start, then every 10 minutes.
  const prune = () => void pruneTombstones(database.sql).catch((error: unknown) => logger.warn({ err: error }, 'no se pudieron podar las marcas de borrado'));
  prune();
  const pruning = setInterval(prune, 10 * 60_000).unref();

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(pruning);
      // The live leaderboard's streams never end by themselves: ended here, or server.close would wait for them.
      leaderboard.close();
      // No new connections; then every socket closed and every request's work done (a request
      // whose client left, or that the timeout answered, is still running its commit), and only
      // then the pool closed: ended earlier, it would refuse the commit of an accepted write.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.inFlight.idle();
      await database.close();
      logger.info('API detenida');
    })());
  return { url, port, store, close };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuración inválida:\n${error.message}` : error);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);
  const running = await startServer(config, logger).catch((error: unknown) => {
    logger.fatal({ err: error }, 'La API no pudo arrancar');
    process.exit(1);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'Deteniendo la API: se terminan las solicitudes en curso');
      // Whatever is still running after 15 s is cut off: a stuck request must not block a deploy.
      setTimeout(() => process.exit(1), 15_000).unref();
      void running.close().then(() => process.exit(0));
    });
  }
}
