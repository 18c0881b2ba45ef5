/**
 * Build report of the production bundle (mocks off): builds with VITE_MOCKS=off, then
 * follows the sign-in page's first load — the entry chunk, its static imports and the
 * lazily loaded sign-in page with its imports — and prints their gzipped size against the
 * 100 KiB goal. Also fails if msw, faker or jose leaked into the production bundle.
 * Usage: npx tsx scripts/build-report.ts [--no-build]
 */
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const GOAL_KIB = 100;
const dist = 'dist';

if (!process.argv.includes('--no-build')) {
  execSync('node node_modules/vite/bin/vite.js build --outDir dist --emptyOutDir', {
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCKS: 'off', VITE_API_URL: '' },
  });
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No se encontró el script de entrada en dist/index.html');
const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const staticImports = (file: string) =>
  [...read(file).matchAll(/(?:^|[;\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`);

/** Chunk + everything it imports statically (what the browser must fetch before running it). */
function closure(start: string[], seen = new Set<string>()): Set<string> {
  for (const file of start) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(staticImports(file), seen);
  }
  return seen;
}

const assets = readdirSync(join(dist, 'assets'));
const signInChunk = assets.find((f) => /^sign-in-page.*\.js$/.test(f));
const firstLoad = closure([entry, ...preloads, ...(signInChunk ? [`assets/${signInChunk}`] : [])]);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const rows = [...firstLoad].map((file) => ({ file, raw: readFileSync(join(dist, file)).length, gzip: gz(file) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const kib = (n: number) => (n / 1024).toFixed(1);

const allJs = assets.filter((f) => f.endsWith('.js'));
const leaked = allJs.filter((f) => /mockServiceWorker|setupWorker|@faker-js|faker\.|SignJWT/.test(read(`assets/${f}`)));
const allGzip = allJs.reduce((sum, f) => sum + gz(`assets/${f}`), 0);

const lines = [
  'Informe del bundle de producción (mocks apagados)',
  '',
  'Primera carga de la pantalla de inicio de sesión (JS, gzip):',
  ...rows.map((r) => `  ${r.file.padEnd(48)} ${kib(r.raw).padStart(8)} KiB  ${kib(r.gzip).padStart(7)} KiB gz`),
  `  ${'TOTAL'.padEnd(48)} ${''.padStart(8)}      ${kib(total).padStart(7)} KiB gz   (meta: ≤ ${GOAL_KIB} KiB)`,
  '',
  `Todo el JS de la aplicación: ${allJs.length} archivos, ${kib(allGzip)} KiB gz`,
  `Mock backend en el bundle: ${leaked.length ? `SÍ (${leaked.join(', ')})` : 'no'}`,
];
console.info(lines.join('\n'));
mkdirSync('reports', { recursive: true });
writeFileSync('reports/build-report.json', JSON.stringify({ firstLoadGzipBytes: total, goalKiB: GOAL_KIB, rows, leaked }, null, 2));
if (leaked.length) process.exit(1);
if (total > GOAL_KIB * 1024) {
  console.warn(`La primera carga supera la meta de ${GOAL_KIB} KiB.`);
  if (process.argv.includes('--strict')) process.exit(1);
}
