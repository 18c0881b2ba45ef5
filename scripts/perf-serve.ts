import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { demoAccount, type DemoAccountKey } from '../mocks/demo-accounts';

/**
 * What the browser measurements (`npm run perf`, scripts/tbt-trace.ts, scripts/lantern-cpu-tbt.ts) run against: dist/ as
 * deployed — `npm run serve`: nginx with deploy/nginx's configuration (compression, caching, CSP),
 * /api → the production API on its embedded database, seeded with the demo in a temporary folder —
 * in its own process (killed by its PID, never by name). Its stdout (nginx's access log, the API's
 * log) is dropped; errors still show.
 */
export async function startProductionServe(port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'scripts/serve.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), API_UPSTREAM: '', SEED: 'demo', DATA_DIR: mkdtempSync(join(tmpdir(), 'pesca-perf-')) },
  });
  // The API migrates and seeds its database first (tens of seconds on a busy machine).
  for (let i = 0; i < 1200; i++) {
    try {
      // An API call through the proxy: both servers are up.
      if ((await fetch(`${origin}/api/competitions`)).status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`El servidor de producción no respondió en ${origin}`);
}

/**
 * The system Chromium as Lighthouse measures it here, with its debugging port open for Lighthouse.
 * A persistent context is the browser's default context, the one Lighthouse's new tab opens in: a
 * session started in it by signing in (localStorage) is seen by Lighthouse, told not to reset storage.
 */
export function launchForLighthouse(profile: string, debugPort: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${debugPort}`,
    ],
  });
}

/** The lowest CPU priority (the highest nice value) a process can take. */
const LOWEST_PRIORITY = 19;

/**
 * Runs `measure` — Lighthouse, in this process — at the lowest CPU priority, so the browser it
 * measures gets the cores first. On the 2-core machine Lighthouse's own work during a page load
 * (0.2–0.8 of a core) made the page's tasks wait for one, and the simulation counts each task's
 * duration four times: alternating 8 runs of the teams list each way, TBT median 260 → 172 ms
 * (docs/perf-history.md). A phone running the app has no Lighthouse beside it. The browser and the
 * server, started before, keep their priority (Linux sets it per thread: this one only); it is
 * restored afterwards, so the next page's browser is started at the normal priority again.
 */
export async function atLowestPriority<T>(measure: () => Promise<T>): Promise<T> {
  const before = getPriority();
  setPriority(LOWEST_PRIORITY);
  try {
    return await measure();
  } finally {
    try {
      setPriority(before);
    } catch {
      // Lowering the nice value back needs CAP_SYS_NICE: without it the next browser also starts
      // at the lowest priority, and is measured as before this function existed.
      console.warn('No se pudo devolver la prioridad normal a la medición: el próximo navegador arranca con la más baja.');
    }
  }
}

/** Signs a demo account in with the form, in the browser profile the measurement then uses (the tokens stay in localStorage). */
export async function signInWithForm(tab: Page, origin: string, key: DemoAccountKey) {
  const account = demoAccount(key);
  await tab.goto(`${origin}/`);
  await tab.getByRole('textbox', { name: 'Usuario' }).fill(account.username);
  await tab.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await tab.getByRole('button', { name: 'Iniciar sesión' }).click();
  await tab.waitForURL(/\/dashboard/);
  if (!(await tab.evaluate(() => localStorage.getItem('accessToken')))) throw new Error(`El inicio de sesión de ${account.username} no guardó el token`);
  await waitForOfflineWorker(tab);
}

const OFFLINE_WORKER_TIMEOUT_MS = 60_000;

/**
 * Until the offline worker is active: it has cached every file of the build (its install step).
 * Measured before that, the first load shares the machine with the worker's ~270 downloads
 * (one Lighthouse run of five took 481 ms of TBT that way, the next ones 120–214), which is not
 * what a returning captain's phone does: the worker installed on an earlier visit.
 */
async function waitForOfflineWorker(tab: Page) {
  const active = await tab.evaluate(
    (timeoutMs) =>
      Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs))]),
    OFFLINE_WORKER_TIMEOUT_MS,
  );
  if (!active) throw new Error(`El worker sin conexión no quedó activo en ${OFFLINE_WORKER_TIMEOUT_MS / 1000} s (¿dist/ es el build de producción?)`);
}
