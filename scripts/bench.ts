/**
 * `npm run bench`: the data table with 5,000 rows (the large demo's team list) in a
 * production build, driven in the system Chromium by Playwright. Prints one line per figure:
 *   bench: table-search-5000 <ms> ms   debounced search applied → filtered page painted
 *   bench: table-sort-5000 <ms> ms     pointerdown on a header → sorted page painted
 *   bench: table-page-5000 <ms> ms     pointerdown on 'Siguiente' → next page painted
 *   bench: table-heap-5000 <MiB> MiB   JS heap of the page with the table mounted, after GC
 * Times are medians of several runs. A benchmark, not a test: it never fails on a slow figure.
 * Usage: npx tsx scripts/bench.ts [--runs N] [--quick]
 * `--quick` (scripts/smoke-scripts.ts, in npm test): 200 rows, one search, one sort, one page
 * change, so a change that breaks the page or its selectors fails the test run, not the next bench.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { buildSeedDb } from '../mocks/db/seed';
import { teamListRows } from '../stories/support/team-list-rows';
import { chromiumArgs, chromiumPath } from '../tests/browser/chromium';

const QUICK = process.argv.includes('--quick');
const ROWS = QUICK ? 200 : 5000;
const OUT = resolve('dist-bench');
const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RUNS = QUICK ? 1 : Math.max(1, Number(argValue('--runs') ?? 2));
const QUERIES = ['gomez', 'los dorados', 'garcia', 'peni', 'martinez', 'rosario', 'fernandez'].slice(0, QUICK ? 1 : undefined);
const HEADERS = ['Equipo', 'Barra pesquera', 'Capitán', 'Pagado', 'Miembros', 'Equipo', 'Pagado'].slice(0, QUICK ? 1 : undefined);
const PAGE_CHANGES = QUICK ? 1 : 8;
/** Lists are semantic tables (decision 0061). */
const table = (page: Page) => page.getByRole('table', { name: 'Equipos' });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function buildPage() {
  await build({ configFile: resolve('vite.config.ts'), root: resolve('bench/table'), base: './', logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  const today = new Date(new Date().toISOString().slice(0, 10));
  // The large demo's own teams (the last 5,000), as GET /teams lists them for an admin.
  const rows = teamListRows(buildSeedDb({ today, scale: ROWS })).slice(-ROWS);
  writeFileSync(join(OUT, 'rows.json'), JSON.stringify(rows));
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** A static server for dist-bench on a free port (nothing else on the machine is disturbed). */
async function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(OUT, path === '/' ? 'index.html' : path);
    if (!file.startsWith(OUT) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` };
}

type ProbeWindow = Window & { armProbe: (start: 'search-applied' | 'pointerdown') => void; probeResult: Promise<number> };
const arm = (page: Page, start: 'search-applied' | 'pointerdown') => page.evaluate((s) => (window as unknown as ProbeWindow).armProbe(s), start);
const result = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).probeResult);

async function measure(page: Page) {
  const search: number[] = [];
  const sort: number[] = [];
  const paging: number[] = [];
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  for (let run = 0; run < RUNS; run++) {
    for (const query of QUERIES) {
      await arm(page, 'search-applied');
      await box.fill(query);
      search.push(await result(page));
    }
    await arm(page, 'search-applied');
    await box.fill('');
    await result(page);
    for (const header of HEADERS) {
      await arm(page, 'pointerdown');
      await page.getByRole('columnheader', { name: header }).click();
      sort.push(await result(page));
    }
    for (let i = 0; i < PAGE_CHANGES; i++) {
      await arm(page, 'pointerdown');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      paging.push(await result(page));
    }
    await page.reload();
    await table(page).waitFor();
    // Back to the bare list (the URL kept the last sort and page).
    await page.goto(page.url().split('?')[0]!);
    await table(page).waitFor();
  }
  return { search: median(search), sort: median(sort), page: median(paging) };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  await buildPage();
  const { server, url } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await table(page).waitFor();
    const rows = await page.evaluate(() => (window as unknown as { benchRows: number }).benchRows);
    if (rows !== ROWS) throw new Error(`La página tiene ${rows} filas, no ${ROWS}`);
    const times = await measure(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    console.info(`bench: table-search-${ROWS} ${times.search.toFixed(1)} ms`);
    console.info(`bench: table-sort-${ROWS} ${times.sort.toFixed(1)} ms`);
    console.info(`bench: table-page-${ROWS} ${times.page.toFixed(1)} ms`);
    console.info(`bench: table-heap-${ROWS} ${(usedSize / 1024 / 1024).toFixed(1)} MiB`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
