/**
 * Build report of the production bundle (mocks off): builds with VITE_MOCKS=off, then
 * follows the sign-in page's first load — the entry chunk, its static imports and the
 * lazily loaded sign-in page with its imports — and prints their gzipped size, and which
 * packages and modules that size is made of (read from hidden source maps, deleted after).
 * Fails (exit 1) above the 100 KiB budget, if msw, faker or jose leaked into the bundle, or
 * if index.html does not hold the prerendered sign-in form (decision 0013), or if a page has an
 * inline script whose hash csp-hashes.json does not list, or if the first load's chunks look up
 * ICU's locales at module load (react-aria's default locale, decision 0076), or if a chunk of
 * some size other than the entry does not start with V8's compile hint (decision 0078).
 * Usage: npx tsx scripts/build-report.ts [--no-build]
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesBySource, displayName, packageOf, projectPath, type SourceMap } from './source-map-breakdown';
import { inlineScriptsNotAllowed, missingFromSignInPrerender } from './prerender-check';
import { cspHash } from './prerender-head.ts';
import type { PrerenderedHead } from '../src/app/prerender-marks';
import { DEMO_ONLY_FILES } from './vite-mock-workers.ts';
import { COMPILE_HINT, MIN_HINTED_BYTES } from './vite-compile-hints.ts';

/** The budget (decision 0004): CI fails above it. */
const GOAL_KIB = 100;
const TOP = 25;
const dist = 'dist';

if (!process.argv.includes('--no-build')) {
  // Hidden maps: no sourceMappingURL comment in the code; the files are read below and removed.
  execSync('node node_modules/vite/bin/vite.js build --outDir dist --emptyOutDir --sourcemap hidden', {
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCKS: 'off', VITE_API_URL: '' },
  });
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const notPrerendered = missingFromSignInPrerender(html);
// The build lists the hash of every inline script it writes (a Content-Security-Policy's script-src).
const cspHashes = JSON.parse(readFileSync(join(dist, 'csp-hashes.json'), 'utf8')) as { 'script-src': string[] };
const notAllowed = readdirSync(dist)
  .filter((f) => f.endsWith('.html'))
  .flatMap((f) => inlineScriptsNotAllowed(readFileSync(join(dist, f), 'utf8'), cspHashes['script-src'], cspHash).map((s) => `${f}: ${s}…`));
// The prerendered index.html lists the app's scripts in a JSON block that its inline script
// loads after the first paint (decision 0013); Vite's own shell has them as tags.
const appScripts = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)?.[1];
const listed: { entry?: string; preload: string[] } = appScripts
  ? (JSON.parse(appScripts) as PrerenderedHead).scripts
  : {
      entry: /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1],
      preload: [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!),
    };
const inDist = (url: string) => url.replace(/^\//, '');
if (!listed.entry) throw new Error('No se encontró el script de entrada en dist/index.html');
const entry = inDist(listed.entry);
const preloads = listed.preload.map(inDist);

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

/** Per source module: raw characters and estimated gzip bytes (chunk gzip shared by raw share). */
const modules = new Map<string, { raw: number; gzip: number }>();
let mapped = 0;
for (const { file, gzip } of rows) {
  const mapFile = join(dist, `${file}.map`);
  const code = read(file);
  // A chunk with no map of its own (rolldown's runtime helper) counts as unmapped.
  const map: SourceMap = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap) : { sources: [], mappings: '' };
  if (existsSync(mapFile)) mapped += 1;
  const bySource = bytesBySource(code, map);
  for (const [source, chars] of bySource) {
    const path = projectPath(source);
    const entry = modules.get(path) ?? { raw: 0, gzip: 0 };
    entry.raw += chars;
    entry.gzip += (gzip * chars) / code.length;
    modules.set(path, entry);
  }
}
const packages = new Map<string, { raw: number; gzip: number; modules: number }>();
for (const [source, size] of modules) {
  const entry = packages.get(packageOf(source)) ?? { raw: 0, gzip: 0, modules: 0 };
  entry.raw += size.raw;
  entry.gzip += size.gzip;
  entry.modules += 1;
  packages.set(packageOf(source), entry);
}
const byGzip = <T extends { gzip: number }>(map: Map<string, T>) =>
  [...map].map(([name, size]) => ({ name, ...size })).sort((a, b) => b.gzip - a.gzip);
const packageRows = byGzip(packages);
const moduleRows = byGzip(modules).map((m) => ({ ...m, name: displayName(m.name) }));
const breakdown =
  mapped > 0
    ? [
        '',
        'Por paquete (gzip estimado: la parte del archivo que ocupa el paquete × el gzip del archivo):',
        ...packageRows.map(
          (p) => `  ${p.name.padEnd(48)} ${kib(p.raw).padStart(8)} KiB  ${kib(p.gzip).padStart(7)} KiB gz  ${String(p.modules).padStart(4)} módulos`,
        ),
        '',
        `Los ${TOP} módulos más pesados:`,
        ...moduleRows.slice(0, TOP).map((m) => `  ${m.name.slice(-64).padEnd(64)} ${kib(m.gzip).padStart(7)} KiB gz`),
      ]
    : ['', 'Sin mapas de fuente (--no-build sobre un build sin mapas): no hay desglose por módulo.'];

// The first use of ICU costs a fresh page 20–60 ms in one task; at module load it lengthened
// the entry's evaluation, the sign-in page's longest task (decision 0076).
const icuAtLoad = [...firstLoad].filter((file) => read(file).includes('supportedLocalesOf'));

const allJs = assets.filter((f) => f.endsWith('.js'));
// Every chunk of some size but the entry starts with V8's compile hint (decision 0078): Vite or
// the minifier must not have moved it below other code or dropped it.
const withoutCompileHint = allJs.filter((f) => {
  if (`assets/${f}` === entry) return false;
  const code = read(`assets/${f}`);
  return code.length >= MIN_HINTED_BYTES + COMPILE_HINT.length && !code.startsWith(`${COMPILE_HINT}\n`);
});
const leaked = [
  ...allJs.filter((f) => /mockServiceWorker|setupWorker|@faker-js|faker\.|SignJWT/.test(read(`assets/${f}`))),
  ...DEMO_ONLY_FILES.filter((f) => existsSync(join(dist, f))),
];
const allGzip = allJs.reduce((sum, f) => sum + gz(`assets/${f}`), 0);

const lines = [
  'Informe del bundle de producción (mocks apagados)',
  '',
  'Primera carga de la pantalla de inicio de sesión (JS, gzip):',
  ...rows.map((r) => `  ${r.file.padEnd(48)} ${kib(r.raw).padStart(8)} KiB  ${kib(r.gzip).padStart(7)} KiB gz`),
  `  ${'TOTAL'.padEnd(48)} ${''.padStart(8)}      ${kib(total).padStart(7)} KiB gz   (presupuesto: ≤ ${GOAL_KIB} KiB)`,
  ...breakdown,
  '',
  `Todo el JS de la aplicación: ${allJs.length} archivos, ${kib(allGzip)} KiB gz`,
  `Mock backend en el bundle: ${leaked.length ? `SÍ (${leaked.join(', ')})` : 'no'}`,
  `index.html prerenderizado (se ve sin JS): ${notPrerendered.length ? `NO, falta ${notPrerendered.join(', ')}` : 'sí'}`,
  `Scripts en línea sin su hash en csp-hashes.json: ${notAllowed.length ? notAllowed.join('; ') : 'ninguno'}`,
  `Búsqueda de locales de ICU al cargar la primera carga: ${icuAtLoad.length ? `SÍ (${icuAtLoad.join(', ')})` : 'no'}`,
  `Chunks de ${MIN_HINTED_BYTES / 1024} KiB o más (salvo el de entrada) sin la pista de compilación de V8 en su primera línea: ${withoutCompileHint.length ? withoutCompileHint.join(', ') : 'ninguno'}`,
];
console.info(lines.join('\n'));
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/build-report.json',
  JSON.stringify({ firstLoadGzipBytes: total, goalKiB: GOAL_KIB, rows, packages: packageRows, modules: moduleRows, leaked }, null, 2),
);
// The maps served their purpose; production output ships without them.
for (const f of readdirSync(join(dist, 'assets'))) if (f.endsWith('.map')) rmSync(join(dist, 'assets', f));
if (leaked.length || notPrerendered.length || notAllowed.length || icuAtLoad.length || withoutCompileHint.length) process.exit(1);
if (total > GOAL_KIB * 1024) {
  console.error(`La primera carga (${kib(total)} KiB gz) supera el presupuesto de ${GOAL_KIB} KiB (decisión 0004).`);
  process.exit(1);
}
