/**
 * `npm run perf`: Lighthouse (mobile, performance only) in the system Chromium on what users
 * get — the production build (mocks off) served as deployed, with its API on the same origin
 * (`npm run serve`: nginx with deploy/nginx's configuration, /api → the HTTP mock backend). Pages: sign-in, the
 * signed-in owner's home and Competencia, the admin's teams list (issue 18).
 * Each page runs RUNS times (5 by default: Lighthouse's simulated TBT varies from run to run);
 * prints, per metric, the median and the spread (min–max) against the goals, and the machine's
 * load average (the simulated CPU is calibrated on the real one), and writes the HTML and JSON
 * reports of the median run under reports/lighthouse/; then each run's TBT beside the CPU time of
 * the page's main thread and its wait for a core during the load. A benchmark: it never fails on a figure.
 * Usage: npx tsx scripts/perf.ts [--no-build] [--runs N] [--only <página>] [--quick]
 * (`--only admin-equipos` measures one page: quicker when working on one screen). `--quick`
 * (scripts/smoke-scripts.ts, in npm test) checks the plumbing on dist/ as built: the owner's
 * home, signed in, one run, reports in a temporary folder.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { demoAccount, type DemoAccountKey } from '../mocks/demo-accounts';
import { atLowestPriority, launchForLighthouse, signInWithForm, startProductionServe } from './perf-serve';
import { median, PERF_DEFAULT_RUNS, runsAgain, summarizeRuns, type Metrics, type Spread } from './perf-summary';
import { cpuTimes, stealPercent } from './cpu-steal';
import { MainThreadWait } from './main-thread-wait';

const PORT = Number(process.env.PERF_PORT ?? 4320);
const DEBUG_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const QUICK = process.argv.includes('--quick');
const RUNS = QUICK ? 1 : Math.max(1, Number(argValue('--runs') ?? PERF_DEFAULT_RUNS));
const OUT = QUICK ? mkdtempSync(join(tmpdir(), 'perf-quick-')) : 'reports/lighthouse';
const GOALS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 };

/** What is measured: a page, and the demo account signed in first (none: a visitor). */
type Target = { name: string; path: string; account?: DemoAccountKey; lcpGoalMs: number };
const allTargets: Target[] = [
  { name: 'inicio-de-sesion', path: '/', lcpGoalMs: 1000 },
  { name: 'dueno-inicio', path: '/dashboard', account: 'ownerCompleteTeam', lcpGoalMs: GOALS.lcpMs },
  { name: 'dueno-competencia', path: '/dashboard/competitions', account: 'ownerCompleteTeam', lcpGoalMs: GOALS.lcpMs },
  { name: 'admin-equipos', path: '/dashboard/teams', account: 'clientAdmin', lcpGoalMs: GOALS.lcpMs },
];

const only = QUICK ? 'dueno-inicio' : argValue('--only');
const targets = only ? allTargets.filter((t) => t.name === only) : allTargets;
if (targets.length === 0) throw new Error(`--only ${only}: no hay una página con ese nombre (${allTargets.map((t) => t.name).join(', ')})`);

if (!QUICK && !process.argv.includes('--no-build')) {
  // The production build: no API URL, so the app calls /api on its own origin; no mocks.
  execSync('node node_modules/vite/bin/vite.js build --outDir dist --emptyOutDir --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCKS: 'off', VITE_API_URL: '' },
  });
}


/**
 * Each run's TBT beside what the page's main thread spent on a core and waiting for one while
 * Lighthouse recorded the load (main-thread-wait.ts): on this shared machine both vary from run
 * to run for the same page, and the TBT with them (docs/perf-history.md, issue 30).
 */
type RunTimes = { tbt: number; cpuMs: number | null; waitMs: number | null };
type Result = Metrics & { page: string; lcpGoalMs: number; html: string; json: string; runs: number; spread: Spread; waits: RunTimes[]; benchmarkIndexes: number[] };


/** One Lighthouse run of a page, in the browser listening on DEBUG_PORT (its profile folder: `profile`). */
async function lighthouseRun(target: Target, profile: string, attempt = 1): Promise<Result> {
  const url = `${ORIGIN}${target.path}`;
  const wait = new MainThreadWait(profile);
  wait.start();
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: ['html', 'json'],
    onlyCategories: ['performance'],
    disableStorageReset: Boolean(target.account),
    logLevel: 'error',
  }).finally(() => wait.stop());
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr, report } = result;
  if (runsAgain(lhr.runtimeError, attempt)) {
    console.warn(`Lighthouse no grabó bien la traza (${lhr.runtimeError!.code}): se repite la corrida.`);
    return lighthouseRun(target, profile, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse terminó en ${lhr.finalDisplayedUrl}, no en ${url}`);
  // What Lighthouse recorded of the load (its trace, from the navigation on), on the same clock as the readings.
  const observed = (lhr.audits.metrics?.details as { items?: { observedNavigationStartTs?: number; observedTraceEndTs?: number }[] } | undefined)?.items?.[0];
  const waited = observed?.observedNavigationStartTs && observed.observedTraceEndTs ? wait.during(observed.observedNavigationStartTs / 1000, observed.observedTraceEndTs / 1000) : null;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const [html, json] = report as string[];
  return {
    runs: 1,
    spread: {} as Spread,
    page: target.name,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpGoalMs: target.lcpGoalMs,
    html: html!,
    json: json!,
    waits: [{ tbt: audit('total-blocking-time'), cpuMs: waited?.runMs ?? null, waitMs: waited?.waitMs ?? null }],
    benchmarkIndexes: [lhr.environment.benchmarkIndex],
  };
}

/**
 * The page loaded twice before it is measured, as a returning captain's phone has loaded it on
 * earlier visits. V8 keeps a compiled copy of a script (its code cache) only from the second load
 * on, writing it on the main thread during that load: without this, the first of the five runs
 * measured a second visit and the others a returning one (docs/perf-history.md, issue 30).
 * Visitors' pages (sign-in) are measured as first visits: Lighthouse clears their storage and
 * cache before each run.
 */
async function loadAsBefore(tab: Page, url: string) {
  for (let i = 0; i < 2; i++) await tab.goto(url, { waitUntil: 'networkidle' });
}

/** Lighthouse RUNS times on one page, in a browser signed in as its account (launchForLighthouse). */
async function measure(target: Target): Promise<Result> {
  const profile = mkdtempSync(join(tmpdir(), 'perf-chromium-'));
  const context = await launchForLighthouse(profile, DEBUG_PORT);
  try {
    if (target.account) {
      const tab = context.pages()[0] ?? (await context.newPage());
      await signInWithForm(tab, ORIGIN, target.account);
      if (!process.env.PERF_NO_WARM_UP) await loadAsBefore(tab, `${ORIGIN}${target.path}`);
    }
    // Lighthouse gives the cores to the browser it measures (atLowestPriority).
    const runs = await atLowestPriority(async () => {
      const measured: Result[] = [];
      for (let i = 0; i < RUNS; i++) measured.push(await lighthouseRun(target, profile));
      return measured;
    });
    const { medians, spread } = summarizeRuns(runs);
    const waits = runs.flatMap((r) => r.waits);
    const benchmarkIndexes = runs.flatMap((r) => r.benchmarkIndexes);
    // The report kept is the median run by LCP (one that really happened); each figure is its own median.
    runs.sort((a, b) => a.lcp - b.lcp);
    return { ...runs[Math.floor(runs.length / 2)]!, ...medians, runs: runs.length, spread, waits, benchmarkIndexes };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const formatRunTimes = (w: RunTimes) => `${Math.round(w.tbt)} (${w.cpuMs === null ? '?' : Math.round(w.cpuMs)}/${w.waitMs === null ? '?' : Math.round(w.waitMs)})`;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/**
 * The machine's CPU as Lighthouse rates it before each run (benchmarkIndex) and its model. The
 * simulated phone is this machine's CPU four times slower, a slowdown Lighthouse calibrates for a
 * desktop rated 1500–2000 (its docs/throttling.md): batches from different machines are only
 * comparable with this beside them (docs/perf-history.md, issue 30).
 */
function hostCpuPower(indexes: number[]): string | null {
  if (indexes.length === 0) return null;
  const model = cpus()[0]?.model.trim() || 'modelo desconocido';
  const [low, high] = [Math.min(...indexes), Math.max(...indexes)].map(Math.round);
  return `Potencia de CPU según Lighthouse (benchmarkIndex; la simulación la divide por 4): mediana ${Math.round(median(indexes))} (${low}–${high}), ${cpus().length} núcleos ${model}`;
}

const loadBefore = load();
const cpuBefore = cpuTimes();
const results: Result[] = [];
const server = await startProductionServe(PORT);
try {
  for (const target of targets) {
    console.info(`Lighthouse (móvil) × ${RUNS}: ${ORIGIN}${target.path}${target.account ? ` (${demoAccount(target.account).username})` : ''}…`);
    results.push(await measure(target));
  }
} finally {
  server.kill();
}
const loadAfter = load();
const steal = stealPercent(cpuBefore, cpuTimes());

mkdirSync(OUT, { recursive: true });
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const seconds = (ms: number) => (ms / 1000).toFixed(2);
/** Median, goal mark and spread: '1,25 s ✓ (1,10–1,40)'. */
const cell = (value: string, ok: boolean | null, [low, high]: [string, string]) => `${value}${ok === null ? '' : ` ${mark(ok)}`} (${low}–${high})`;
const lines = [
  '',
  `Lighthouse móvil, build de producción con la API en /api: ${RUNS === 1 ? 'una corrida' : `mediana de ${RUNS} corridas y, entre paréntesis, la mínima y la máxima`}`,
  `(metas: puntaje ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs / 1000} s (inicio de sesión ≤ 1 s), TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls})`,
  `  ${'página'.padEnd(18)} ${'puntaje'.padEnd(16)} ${'FCP (s)'.padEnd(18)} ${'LCP (s)'.padEnd(20)} ${'TBT (ms)'.padEnd(18)} CLS`,
];
for (const r of results) {
  writeFileSync(join(OUT, `${r.page}.html`), r.html);
  writeFileSync(join(OUT, `${r.page}.json`), r.json);
  const { spread: sp } = r;
  lines.push(
    `  ${r.page.padEnd(18)} ${cell(String(Math.round(r.score)), r.score >= GOALS.score, [String(sp.score[0]), String(sp.score[1])]).padEnd(16)} ` +
      `${cell(seconds(r.fcp), null, [seconds(sp.fcp[0]), seconds(sp.fcp[1])]).padEnd(18)} ` +
      `${cell(seconds(r.lcp), r.lcp <= r.lcpGoalMs, [seconds(sp.lcp[0]), seconds(sp.lcp[1])]).padEnd(20)} ` +
      `${cell(String(Math.round(r.tbt)), r.tbt <= GOALS.tbtMs, [String(Math.round(sp.tbt[0])), String(Math.round(sp.tbt[1]))]).padEnd(18)} ` +
      `${cell(r.cls.toFixed(3), r.cls <= GOALS.cls, [sp.cls[0].toFixed(3), sp.cls[1].toFixed(3)])}`,
  );
}
const waitsKnown = results.some((r) => r.waits.some((w) => w.waitMs !== null));
if (waitsKnown) {
  lines.push('', 'TBT de cada corrida (ms) y, entre paréntesis, el CPU del hilo principal de la página y cuánto esperó por un núcleo durante la carga grabada (ms):');
  for (const r of results) lines.push(`  ${r.page.padEnd(18)} ${r.waits.map(formatRunTimes).join('  ')}`);
}
lines.push('', `Carga media de la máquina (1, 5, 15 min): al empezar ${loadBefore}; al terminar ${loadAfter}`);
if (steal !== null) lines.push(`CPU que tomó el anfitrión de la máquina virtual durante la tanda (steal): ${steal.toFixed(1)} %`);
const hostPower = hostCpuPower(results.flatMap((r) => r.benchmarkIndexes));
if (hostPower) lines.push(hostPower);
lines.push(`Informes completos: ${OUT}/<página>.html (abrir en el navegador) y .json`);
console.info(lines.join('\n'));
writeFileSync(
  join(OUT, 'summary.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, loadBefore, loadAfter, stealPercent: steal, results: results.map(({ html: _h, json: _j, ...r }) => r) }, null, 2),
);
if (QUICK) rmSync(OUT, { recursive: true, force: true });
