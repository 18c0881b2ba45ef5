import type { SetupWorker } from 'msw/browser';
import { installPersistentDb, type PersistentDb } from './db/persistent-db';
import { WORKER_URL, claimedByRegisteredWorker, ignoreFailedWorkerUpdates } from './demo-worker';

let persistent: Promise<PersistentDb> | null = null;
let worker: Promise<SetupWorker> | null = null;

/** Lets the browser paint and handle input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * MSW's worker with every handler. Loaded in two steps, each evaluated in its own task: as
 * one chunk, MSW (with its cookie library and public-suffix list) and the handlers (the
 * rules, the database, jose) made one ~35 ms task right after the dashboard's first paint,
 * a long task four times longer on a slow phone (Total Blocking Time, issue 7).
 */
async function createWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  await yieldToBrowser();
  const [{ handlers }, { routeOptions }] = await Promise.all([import('./handlers'), import('./core/route-api')]);
  routeOptions.answerInOwnTask = true;
  return setupWorker(...handlers);
}

/**
 * Loads the demo database (the one stored in this browser if it is still usable, else a
 * fresh seed; see db/persistence.ts), persists it after every write, and starts the
 * service worker. API calls wait for it (src/main.tsx, `demoControls.backendReady`).
 */
export async function startMockBackend(): Promise<{ resetDemoData: typeof resetDemoData }> {
  worker ??= createWorker();
  const started = await worker;
  await yieldToBrowser();
  persistent ??= installPersistentDb(localStorage);
  await persistent;
  ignoreFailedWorkerUpdates();
  await claimedByRegisteredWorker();
  await started.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: WORKER_URL } });
  return { resetDemoData };
}

/** 'Restablecer datos de demostración': a fresh seed, stored anew. */
export async function resetDemoData() {
  persistent ??= installPersistentDb(localStorage);
  await (await persistent).reset();
}
