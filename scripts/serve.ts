/**
 * `npm run serve`: the production build (dist/, made by `npm run build`) behind nginx with
 * the configuration a club deploys (deploy/nginx/, docs/deploy.md), in the foreground until
 * Ctrl-C. Environment:
 *   PORT          where it listens (8080)
 *   API_UPSTREAM  the API /api goes to (e.g. http://10.0.0.5:3000); unset: the demo's HTTP mock,
 *                 started here, so the app has data
 *   MOCK_PORT     the mock's port when it is started here (any free one); the serve tests use it
 *                 to reset the demo data between tests (POST /__mock/reset)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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

const port = Number(process.env.PORT ?? 8080);
const apiUpstream = process.env.API_UPSTREAM || undefined;
const server = await serveProduction({ outDir: OUT_DIR, port, apiUpstream, mockPort: Number(process.env.MOCK_PORT ?? 0) }).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
console.info(
  [
    `Build de producción servido por nginx en ${server.url}`,
    `  /api → ${apiUpstream ? apiUpstream : `backend simulado en ${server.apiUrl} (sin API_UPSTREAM)`}`,
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
