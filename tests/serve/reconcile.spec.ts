import { buildSeedDb } from '../../mocks/db/seed';
import { seedDay } from '../../mocks/db/seed-day';
import { DEMO_STATEMENT_FILE, demoStatementPaidOwners } from '../../scripts/demo-statement-csv';
import { href } from '../../src/lib/routing/routes';
import { signIn, signInAs } from '../e2e/support';
import { expect, test } from './support';

/**
 * Issue 22 in real-API mode: the production build behind nginx and its CSP, the HTTP mock as
 * the API. The statement is read in the browser (no endpoint takes it) and each matched
 * transfer goes through PATCH /payments/transfer/{id}/confirm over HTTP. The production build
 * does not serve the demo's sample file, so the test hands the browser the one the project ships.
 */
test('an admin reconciles the bank statement against the HTTP API, and an owner it pays reads the registration complete', async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await page.goto(href('pendingTransfers'));
  await page.getByRole('link', { name: 'Conciliar con el extracto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conciliar con el extracto' })).toBeVisible();
  // The demo's sample file is not part of a deployed site: its path is an app route like any unknown one.
  const sample = await page.request.get('/demo/extracto-demo.csv');
  expect(sample.headers()['content-type']).toMatch(/^text\/html/);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(DEMO_STATEMENT_FILE);
  await page.getByRole('button', { name: 'Ver coincidencias' }).click();
  await expect(page.getByRole('heading', { name: 'Coinciden (3)' })).toBeVisible();

  const confirms: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && /\/api\/payments\/transfer\/\d+\/confirm$/.test(r.url())) confirms.push(r.url());
  });
  await page.getByRole('button', { name: 'Confirmar 3 transferencias' }).click();
  await page.getByRole('alertdialog', { name: '¿Confirmar las transferencias?' }).getByRole('button', { name: 'Confirmar 3 transferencias' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se confirmaron' })).toContainText(/^Se confirmaron 3 transferencias por \$ [\d.]+,00\./);
  expect(new Set(confirms).size).toBe(3);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await signInAs(page, demoStatementPaidOwners(buildSeedDb({ today: new Date(seedDay()) }))[0]!);
  await expect(page.getByRole('heading', { name: 'Inscripción completa' })).toBeVisible();
});
