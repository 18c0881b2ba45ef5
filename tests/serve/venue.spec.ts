import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { transport } from '../../src/api/failure-messages/transport';
import { updatePromptText } from '../../src/app/venue/app-update';
import { signIn } from '../e2e/support';
import { expect, test } from './support';
import { goOfflineAndReload, saved, sidebar, workerReady } from './venue-support';

/**
 * Issue 23, venue mode, on the production build as deployed (nginx, its CSP, the HTTP mock):
 * the worker precaches the app, the offline screens' reads are kept per user, and with the
 * signal gone a reload still opens them, saying 'Sin conexión' and how old the data is.
 * The demo build has no such worker (MSW's owns its scope: decision 0048).
 */
test('an owner: credential, team and results open offline after a reload, with their age; a form offline keeps its input', async ({ page, context }) => {
  await signIn(page, 'ownerCompleteTeam');
  await workerReady(page);
  await sidebar(page).getByRole('link', { name: 'Resultados' }).click();
  // Seen before leaving: its results (none published in the seed), not only its heading.
  await expect(page.getByText(/sus resultados aún no se publicaron/)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Credencial' }).click();
  const qr = page.getByRole('img', { name: /^Código QR del equipo N\.º \d+$/ });
  await expect(qr).toBeVisible();
  const teamNumber = await page.locator('#credencial-numero').innerText();
  await saved(page, 'competitions.list');
  await saved(page, 'results.getByCompetition');

  await goOfflineAndReload(page, context);
  await expect(page.locator('#credencial-numero')).toHaveText(teamNumber);
  await expect(qr).toBeVisible();
  await expect(page.getByRole('article').getByText('(timonel)')).toBeVisible();
  await expect(page.getByText(/Actualizado (hace|ahora)/)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del equipo' })).toBeVisible();
  await expect(page.getByText(/Actualizado (hace|ahora)/)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Resultados' }).click();
  // The current competition's dates, and its results as last seen (none published yet in the seed).
  await expect(page.getByText(/Edición \d+ · \d{2}\/\d{2}\/\d{4} al/)).toBeVisible();
  await expect(page.getByText(/Actualizado (hace|ahora)/)).toBeVisible();

  // A write is not queued: it says it needs the connection, and what was typed stays.
  await context.setOffline(false);
  // Ayuda's read of the user's tickets answers before the signal goes: this is about the write, not a read cut in flight.
  const ticketsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/help_desk_tickets');
  await sidebar(page).getByRole('link', { name: 'Ayuda' }).click();
  await ticketsRead;
  const title = page.getByRole('textbox', { name: /^Título/ });
  await title.fill('Se cortó la señal en el río');
  await page.getByRole('textbox', { name: /^Descripción/ }).fill('Probando sin conexión');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(transport.offlineWrite)).toBeVisible();
  await expect(title).toHaveValue('Se cortó la señal en el río');
});

test("an admin: the control desk's roster opens offline after a reload, searchable", async ({ page, context }) => {
  await signIn(page, 'clientAdmin');
  await workerReady(page);
  await sidebar(page).getByRole('link', { name: 'Planilla de control' }).click();
  const table = page.getByRole('table', { name: 'Equipos aceptados' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const firstTeam = (await table.getByRole('rowheader').first().innerText()).trim();
  await saved(page, 'teams.getRoster');

  await goOfflineAndReload(page, context);
  await expect(table.getByRole('rowheader').first()).toHaveText(firstTeam);
  await expect(page.getByText(/Actualizado (hace|ahora)/)).toBeVisible();
  await page.getByRole('searchbox').fill(firstTeam);
  await expect(table.getByRole('rowheader')).toHaveText([firstTeam]);
});

test('a new version deployed while a tab is open: the prompt appears, the old tab keeps working until the person accepts', async ({ page }) => {
  const swPath = 'dist/sw.js';
  const original = readFileSync(swPath, 'utf8');
  try {
    await signIn(page, 'ownerCompleteTeam');
    await workerReady(page);
    await expect(page.getByRole('button', { name: updatePromptText.action })).toHaveCount(0);
    // A deploy changes the worker (its precache list); the tab's hourly check is asked for now.
    writeFileSync(swPath, `${original}\n// nueva versión\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByRole('status').filter({ hasText: updatePromptText.message });
    await expect(prompt).toBeVisible();
    // Nothing reloads by itself: the old version keeps working.
    await sidebar(page).getByRole('link', { name: 'Credencial' }).click();
    await expect(page.getByRole('img', { name: /^Código QR/ })).toBeVisible();
    await expect(prompt).toBeVisible();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: updatePromptText.action }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Credencial del equipo' })).toBeVisible();
    await expect(page.getByRole('button', { name: updatePromptText.action })).toHaveCount(0);
  } finally {
    writeFileSync(swPath, original);
  }
});

test('installable: the manifest and the worker leave Chromium no installability error', async ({ page }) => {
  await signIn(page, 'ownerCompleteTeam');
  await workerReady(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's browser contexts are incognito profiles, where Chromium never offers to install
  // whatever the site: that one reason is the browser's, every other would be ours.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const routes = await page.request.get('/sw-static-routes.js');
  expect(routes.headers()['cache-control']).toBe('no-cache');
  expect(routes.headers()['content-type']).toContain('javascript');
  // Workbox's runtime, which the worker imports by its hashed name: served as JavaScript, and a
  // name that is not there (a worker of another release) is a 404, never the app page.
  const runtime = /workbox-[0-9a-f]+/.exec(readFileSync('dist/sw.js', 'utf8'))![0];
  const imported = await page.request.get(`/${runtime}.js`);
  expect(imported.status()).toBe(200);
  expect(imported.headers()['content-type']).toContain('javascript');
  expect((await page.request.get('/workbox-0000000f.js')).status()).toBe(404);
});

/** Each of the app's files this page has loaded (/assets/…), with where the worker's router took it from. */
const appFileSources = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        // Resource timing's report of the worker's static routing (Chromium): 'cache' when its router answered from the cache.
        source: (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType || 'sin ruta estática',
      })),
  );

test("with the worker in control, the app's files come straight from its precache, without its fetch handler, offline too (decision 0080)", async ({ page, context }) => {
  await signIn(page, 'ownerCompleteTeam');
  await workerReady(page);
  // The bell reads once the page is idle (useIdle), after Inicio's heading: the signal goes only
  // once that read and any other have answered, or one cut in flight is logged by the browser.
  const bellRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user_notifications');
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /^¡Hola, / })).toBeVisible();
  await bellRead;
  await page.waitForLoadState('networkidle');
  const loaded = await appFileSources(page);
  expect(loaded.length, 'archivos de la app cargados').toBeGreaterThan(20);
  expect(loaded.filter(({ source }) => source !== 'cache')).toEqual([]);

  // Offline, a screen not opened before: its files from the same cache.
  await context.setOffline(true);
  await sidebar(page).getByRole('link', { name: 'Resultados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  const results = (await appFileSources(page)).filter(({ file }) => file.includes('/results-page-'));
  expect(results.map(({ file }) => file.split('.').pop()).sort()).toEqual(['css', 'js']);
  expect(results.filter(({ source }) => source !== 'cache')).toEqual([]);
});
