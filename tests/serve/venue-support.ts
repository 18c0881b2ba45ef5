import type { BrowserContext, Page } from '@playwright/test';
import { connectionMessages } from '../../src/ui/connection-messages';
import { expect } from './support';

/** Venue mode's helpers (tests/serve/venue*.spec.ts): the offline worker, the saved reads, the offline bar. */
export const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: connectionMessages.offline });
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** The worker is active (its precache complete) and controls the page. */
export async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { message: 'el worker controla la página' }).toBe(true);
}

/** The saved reads in IndexedDB hold `operation` (they are written right after each answer). */
export async function saved(page: Page, operation: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (op) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('pesca-sin-conexion');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('cache')) return resolve(false);
                const get = db.transaction('cache').objectStore('cache').get('lecturas');
                get.onsuccess = () => {
                  const queries = (get.result?.state?.queries ?? []) as { queryKey: unknown[] }[];
                  resolve(queries.some((q) => q.queryKey[1] === op));
                };
                get.onerror = () => resolve(false);
              };
            }),
          operation,
        ),
      { message: `lecturas guardadas: ${operation}` },
    )
    .toBe(true);
}

export async function goOfflineAndReload(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  await expect(offlineStatus(page)).toBeVisible();
}
