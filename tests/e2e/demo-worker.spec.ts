import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/demo-accounts';
import { openHydrated } from './support';

/**
 * The demo's service worker (public/demo-service-worker.js, mocks/browser.ts). MSW reloads a
 * page that a registered worker does not control; on the prerendered sign-in form that reload
 * dropped what the visitor had typed (a sign-in test failed on it now and then).
 */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('a page the registered worker does not control is claimed, not reloaded', async ({ context, page }) => {
  // Another tab keeps the worker registered (alone, a closing page unregisters it).
  const otherTab = await context.newPage();
  await openHydrated(otherTab, '/');
  await controlled(otherTab);
  await openHydrated(page, '/');
  await controlled(page);

  // A hard reload (Shift+F5) bypasses the worker: the new document starts uncontrolled. The
  // state is read as the document starts: by its load event the worker may already have claimed it.
  await page.addInitScript(() => {
    (window as unknown as { controlledAtStart: boolean }).controlledAtStart = navigator.serviceWorker.controller !== null;
  });
  const cdp = await context.newCDPSession(page);
  await Promise.all([page.waitForEvent('load'), cdp.send('Page.reload', { ignoreCache: true })]);
  expect(await page.evaluate(() => (window as unknown as { controlledAtStart: boolean }).controlledAtStart)).toBe(false);
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  const account = demoAccount('ownerCompleteTeam');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(account.username);

  await controlled(page);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(reloads).toBe(0);
});
