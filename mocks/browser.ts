import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { installPersistentDb, type PersistentDb } from './db/persistent-db';

/** The mock backend inside the browser (demo builds and `npm run dev`). */
export const worker = setupWorker(...handlers);

let persistent: Promise<PersistentDb> | null = null;

/**
 * Loads the demo database (the one stored in this browser if it is still usable, else a
 * fresh seed; see db/persistence.ts), persists it after every write, and starts the
 * service worker. src/main.tsx awaits it before the first render.
 */
export async function startMockBackend(): Promise<{ resetDemoData: typeof resetDemoData }> {
  persistent ??= installPersistentDb(localStorage);
  await persistent;
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return { resetDemoData };
}

/** 'Restablecer datos de demostración': a fresh seed, stored anew. */
export async function resetDemoData() {
  persistent ??= installPersistentDb(localStorage);
  await (await persistent).reset();
}
