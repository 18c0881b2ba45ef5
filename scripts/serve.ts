/**
 * `npm run serve`: the production build (dist/, made by `npm run build`) behind nginx with
 * the configuration a club deploys (deploy/nginx/, docs/deploy.md), and the production API
 * (server/) behind it, in the foreground until Ctrl-C. Environment:
 *   PORT          where it listens (8080)
 *   API_UPSTREAM  an API already running elsewhere (e.g. http://10.0.0.5:3000); nothing is started
 *   SERVE_API     `mock`: the demo's HTTP mock instead of the production API (data in memory)
 *   API_PORT      the started API's port (any free one); the serve tests reset its data through it
 *   API_PROCESSES how many API processes (1); more than one needs DATABASE_URL, nginx balances them
 *   and the API's own (server/config.ts): DATA_DIR (./data) or DATABASE_URL, JWT_SECRET (kept in
 *   DATA_DIR/.jwt-secret when unset, so sessions survive a restart), SEED=demo, API_TEST_CONTROLS.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomTokenSecret } from '../mocks/core/jwt';
import { findNginx, MIME_TYPES } from './serve-nginx';
import { serveProduction } from './serve-production';

const OUT_DIR = 'dist';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!existsSync(join(OUT_DIR, 'index.html')) || !existsSync(join(OUT_DIR, 'csp-hashes.json'))) {
  fail(`No hay un build de producción en ${OUT_DIR}/. Generalo primero con:\n  npm run build`);
}
if (!findNginx() || !existsSync(MIME_TYPES)) {
  fail(
    [
      'No se encontró nginx (se buscó en /usr/sbin/nginx y otros lugares habituales; NGINX_BIN indica otro).',
      'Instalalo desde la distribución, con los módulos de brotli:',
      '  Debian/Ubuntu:  sudo apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static',
      'Sin los módulos de brotli también funciona, solo con gzip.',
    ].join('\n'),
  );
}

/**
 * A JWT secret that outlives the process, as a deployment's would: read from DATA_DIR, made
 * once (random, readable by this user only). JWT_SECRET in the environment wins.
 */
function jwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomTokenSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

const port = Number(process.env.PORT ?? 8080);
const apiUpstream = process.env.API_UPSTREAM || undefined;
const api = process.env.SERVE_API === 'mock' ? 'mock' : 'server';
const dataDir = process.env.DATA_DIR || './data';
const testControls = process.env.API_TEST_CONTROLS === 'on';
const apiEnv = {
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret(dataDir),
  // As deployed, except when the tests ask for the test controls, which production refuses.
  NODE_ENV: testControls ? 'test' : 'production',
};
const server = await serveProduction({ outDir: OUT_DIR, port, apiUpstream, api, apiEnv, apiPort: Number(process.env.API_PORT ?? 0), apiProcesses: Number(process.env.API_PROCESSES ?? 1) || 1 }).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
const apiLine = apiUpstream
  ? apiUpstream
  : api === 'mock'
    ? `backend simulado en ${server.apiUrl} (SERVE_API=mock: los datos viven en memoria)`
    : `API de producción en ${server.apiUrls.join(' y ')}, datos en ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `${dataDir} (PostgreSQL embebido)`}`;
console.info(
  [
    `Build de producción servido por nginx en ${server.url}`,
    `  /api → ${apiLine}`,
    `  compresión: gzip${server.brotli ? ' y brotli' : ' (brotli no está instalado)'}`,
    'Ctrl-C para detenerlo.',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
