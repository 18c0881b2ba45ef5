import type { Page, Route } from '@playwright/test';
import { signIn } from '../e2e/support';
import { expect, test } from './support';
import { goOfflineAndReload, offlineStatus, saved, sidebar, workerReady } from './venue-support';

/**
 * Issue 30, offline as users have it: the production build behind nginx WITH its offline
 * worker (playwright.serve.config.ts lets service workers run; the fault tests block them).
 * A page whose code could not load offline loads again once the connection is back, the
 * worker that could not install offline installs then, every screen showing saved data says
 * how old it is, the saved reads are written before the page is left, and the offline bar
 * leaves room for the end of the content.
 */

const failed = (page: Page) => page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta pantalla' });
const savedDataNotice = (page: Page) => page.getByText(/^Sin conexión: lo último que vio este dispositivo\. Actualizado (hace|ahora)/);
/** A screen's title; Inicio's is its greeting ('¡Hola, …!'). */
const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, ...(name === 'Inicio' ? { name: /^¡Hola, / } : { name, exact: true }) });

/** A promise with its resolve, for holding a request until the test lets it go. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

test.describe('a page whose code could not load offline', () => {
  // The failed chunk requests and the ChunkLoadError are what the test causes on purpose.
  test.use({ expectedProblems: /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|ChunkLoadError/ });

  test('loads when opened again or with Reintentar once the connection is back; the worker that could not install offline installs then', async ({ page, context }) => {
    // The worker's first install is held on one file of its precache until the signal is gone,
    // so it cannot finish before (as on a phone that loses the signal a moment after signing in).
    const precacheAsked = deferred();
    const signalGone = deferred();
    let firstInstall = true;
    await context.route('**/assets/results-page-*.js', async (route: Route) => {
      if (!route.request().serviceWorker() || !firstInstall) return route.fallback();
      firstInstall = false;
      precacheAsked.resolve();
      await signalGone.promise;
      await route.abort('internetdisconnected');
    });
    await signIn(page, 'ownerCompleteTeam');
    await expect(heading(page, 'Inicio')).toBeVisible();
    await precacheAsked.promise;
    await context.setOffline(true);
    signalGone.resolve();
    // The install failed: the browser dropped the registration.
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { message: 'sin worker' }).toBe(false);

    await sidebar(page).getByRole('link', { name: 'Resultados' }).click();
    await expect(failed(page)).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Competencia' }).click();
    await expect(failed(page)).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Inicio' }).click();
    await expect(heading(page, 'Inicio')).toBeVisible();

    // Back online, the worker's registration is held until the pages have been checked: once
    // it controls the page, their code would come from its precache whatever happened before.
    const registrationHeld = deferred();
    let registrationAsked = false;
    await context.route('**/sw.js', async (route: Route) => {
      registrationAsked = true;
      await registrationHeld.promise;
      await route.fallback();
    });
    // Competencia's first request once back online is lost, as when the signal has just returned.
    const lost = deferred();
    await context.route('**/assets/team-competitions-page-*.js', async (route: Route) => {
      if (route.request().serviceWorker()) return route.fallback();
      await context.unroute('**/assets/team-competitions-page-*.js');
      lost.resolve();
      await route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await expect(offlineStatus(page)).toHaveCount(0);

    // Opened again: it loads (it used to show its remembered failure until a full reload).
    await sidebar(page).getByRole('link', { name: 'Resultados' }).click();
    await expect(heading(page, 'Resultados')).toBeVisible();
    await expect(failed(page)).toHaveCount(0);
    await expect(page.getByText(/Edición \d+ · \d{2}\/\d{2}\/\d{4} al/)).toBeVisible();

    // Its request lost, Competencia says so; Reintentar loads it.
    await sidebar(page).getByRole('link', { name: 'Competencia' }).click();
    await lost.promise;
    await expect(failed(page)).toBeVisible();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(heading(page, 'Competencia')).toBeVisible();
    await expect(page.getByText('Inscripción del equipo')).toBeVisible();
    await expect(failed(page)).toHaveCount(0);

    // The worker is registered again now that the connection is back, without a reload…
    await expect.poll(() => registrationAsked, { message: 'el worker se registra de nuevo al volver la conexión' }).toBe(true);
    registrationHeld.resolve();
    await workerReady(page);
    // …so the next time the signal goes, the app and these pages open from it.
    await goOfflineAndReload(page, context);
    await expect(heading(page, 'Competencia')).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Resultados' }).click();
    await expect(heading(page, 'Resultados')).toBeVisible();
    await expect(failed(page)).toHaveCount(0);
  });
});

test("every screen that shows saved data offline says how old it is; the offline bar leaves room for the end of the page", async ({ page, context }) => {
  await signIn(page, 'ownerCompleteTeam');
  await workerReady(page);
  const screens: { link: string; title: string; data: (page: Page) => ReturnType<Page['getByText']> }[] = [
    { link: 'Inicio', title: 'Inicio', data: (p) => p.getByRole('heading', { name: 'Inscripción completa' }) },
    { link: 'Equipo', title: 'Equipo', data: (p) => p.getByRole('heading', { level: 2, name: 'Datos del equipo' }) },
    { link: 'Miembros', title: 'Miembros', data: (p) => p.getByRole('list', { name: 'Miembros del equipo' }).getByRole('article').first() },
    { link: 'Embarcación', title: 'Embarcación', data: (p) => p.locator('#boat-name') },
    { link: 'Competencia', title: 'Competencia', data: (p) => p.getByText('Inscripción del equipo') },
    { link: 'Resultados', title: 'Resultados', data: (p) => p.getByText(/Edición \d+ · \d{2}\/\d{2}\/\d{4} al/) },
    { link: 'Credencial', title: 'Credencial del equipo', data: (p) => p.getByRole('img', { name: /^Código QR del equipo N\.º \d+$/ }) },
  ];
  for (const screen of screens) {
    await sidebar(page).getByRole('link', { name: screen.link, exact: true }).click();
    await expect(heading(page, screen.title)).toBeVisible();
    await expect(screen.data(page)).toBeVisible();
  }
  for (const operation of ['users.getProgress', 'teams.getOwnOrList', 'members.list', 'competitions.getCurrent', 'competitions.list', 'results.getByCompetition']) {
    await saved(page, operation);
  }

  await goOfflineAndReload(page, context);
  for (const screen of screens) {
    await sidebar(page).getByRole('link', { name: screen.link, exact: true }).click();
    await expect(heading(page, screen.title)).toBeVisible();
    await expect(screen.data(page), `${screen.title}: los datos guardados`).toBeVisible();
    await expect(savedDataNotice(page), `${screen.title}: la antigüedad de los datos`).toHaveCount(1);
    await expect(savedDataNotice(page)).toBeVisible();
  }

  // On the credential (the last screen), scrolled to the end, nothing is under the bar: at a
  // laptop's size and at a phone's, where the bar's text takes two lines.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('img', { name: /^Código QR/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const bar = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes('Sin conexión'));
            const footer = document.querySelector('footer');
            if (!bar || !footer) return 'sin barra o sin pie';
            window.scrollTo(0, document.documentElement.scrollHeight);
            const barTop = bar.getBoundingClientRect().top;
            const end = footer.getBoundingClientRect().bottom;
            return end <= barTop + 0.5 ? 'libre' : `el final (${Math.round(end)}) queda bajo la barra (${Math.round(barTop)})`;
          }),
        { message: `${size.width}×${size.height}: el final de la página, sobre la barra` },
      )
      .toBe('libre');
  }
});

test("an organiser's saved lists and competition say how old they are offline, as the team's screens do", async ({ page, context }) => {
  await signIn(page, 'clientAdmin');
  await workerReady(page);
  const screens: { link: string; data: (page: Page) => ReturnType<Page['getByText']> }[] = [
    { link: 'Equipos', data: (p) => p.getByRole('table', { name: 'Equipos' }).getByRole('row').nth(1) },
    { link: 'Participantes', data: (p) => p.getByRole('table', { name: 'Participantes' }).getByRole('row').nth(1) },
    { link: 'Competencia', data: (p) => p.getByRole('main').getByRole('heading', { level: 2 }).first() },
  ];
  for (const screen of screens) {
    await sidebar(page).getByRole('link', { name: screen.link, exact: true }).click();
    await expect(heading(page, screen.link)).toBeVisible();
    await expect(screen.data(page)).toBeVisible();
    // Online nothing is said: the data is being kept up to date.
    await expect(savedDataNotice(page)).toHaveCount(0);
  }
  for (const operation of ['teams.getOwnOrList', 'members.list', 'competitions.getCurrent']) await saved(page, operation);

  await goOfflineAndReload(page, context);
  for (const screen of screens) {
    await sidebar(page).getByRole('link', { name: screen.link, exact: true }).click();
    await expect(heading(page, screen.link)).toBeVisible();
    await expect(screen.data(page), `${screen.link}: los datos guardados`).toBeVisible();
    await expect(savedDataNotice(page), `${screen.link}: la antigüedad de los datos`).toHaveCount(1);
  }
});

test('the reads of a screen left at once are saved, and open offline later', async ({ page, context }) => {
  await signIn(page, 'ownerCompleteTeam');
  await workerReady(page);
  await saved(page, 'users.getProgress');
  await sidebar(page).getByRole('link', { name: 'Miembros', exact: true }).click();
  const members = (tab: Page) => tab.getByRole('list', { name: 'Miembros del equipo' }).getByRole('article');
  await expect(members(page).first()).toBeVisible();
  const firstMember = await members(page).first().getByRole('heading').innerText();
  // The tab is closed as soon as the members are on screen (as a phone kills a tab in the
  // background): no waiting for the save.
  await page.close();

  await context.setOffline(true);
  const later = await context.newPage();
  await later.goto('/dashboard');
  await expect(offlineStatus(later)).toBeVisible();
  await sidebar(later).getByRole('link', { name: 'Miembros', exact: true }).click();
  await expect(members(later).first().getByRole('heading')).toHaveText(firstMember);
  await expect(savedDataNotice(later)).toBeVisible();
});

test('in a browser that refuses its worker (a private window, a policy), the app works and does not ask again and again', async ({ page }) => {
  // Such a browser rejects the registration at once (a SecurityError), every time.
  await page.addInitScript(() => {
    const w = window as unknown as { workerRegistrations: { asked: number; refused: number } };
    w.workerRegistrations = { asked: 0, refused: 0 };
    navigator.serviceWorker.register = () => {
      w.workerRegistrations.asked += 1;
      return Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')).finally(() => (w.workerRegistrations.refused += 1));
    };
  });
  await signIn(page, 'ownerCompleteTeam');
  await expect(heading(page, 'Inicio')).toBeVisible();
  const registrations = () => page.evaluate(() => (window as unknown as { workerRegistrations: { asked: number; refused: number } }).workerRegistrations);
  // The worker is registered once the page is shown and the browser is idle, and refused.
  await expect.poll(async () => (await registrations()).refused).toBeGreaterThan(0);
  // Once the browser is idle again: registering again straight away after a refusal looped
  // without pause (and the browser was never idle).
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 })));
  expect(await registrations()).toEqual({ asked: 1, refused: 1 });
  await sidebar(page).getByRole('link', { name: 'Competencia' }).click();
  await expect(heading(page, 'Competencia')).toBeVisible();
});
