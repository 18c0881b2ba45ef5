import type { SetupWorker } from 'msw/browser';
import { installPersistentDb, type PersistentDb } from './db/persistent-db';

/** public/demo-service-worker.js: MSW's worker plus the claim below. */
const WORKER_URL = '/demo-service-worker.js';
const CLAIM_MESSAGE = 'pesca:claim-clients';

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

/**
 * MSW reloads the page when a worker is registered but does not control it (a hard reload, or
 * a navigation that began while the previous page's worker was activating: `clients.claim()`
 * skips a document that is not ready yet). That reload came after the prerendered sign-in form
 * was usable and dropped what had been typed. Asked first, the registered worker claims the
 * page, and MSW finds it controlled.
 */
async function claimedByRegisteredWorker() {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  const active = (await container.getRegistration(WORKER_URL))?.active;
  if (!active) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    container.addEventListener('controllerchange', () => (clearTimeout(timer), resolve()), { once: true });
    active.postMessage(CLAIM_MESSAGE);
  });
}

/**
 * MSW asks the registered worker to update itself and does not handle the answer: offline, the
 * browser rejects that check ('Failed to update a ServiceWorker…') as an unhandled error. The
 * worker already installed keeps working, so that one failure is not an error of the page.
 */
function ignoreFailedWorkerUpdates() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
  });
}

/** 'Restablecer datos de demostración': a fresh seed, stored anew. */
export async function resetDemoData() {
  persistent ??= installPersistentDb(localStorage);
  await (await persistent).reset();
}
