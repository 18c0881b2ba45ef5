import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerenderedPages, renderPage } from '@/app/prerender';
import { AppRoot } from '@/app/app-root';
import { PENDING_ATTRIBUTE, SKIP_ATTRIBUTE, type DashboardPageFiles } from '@/app/prerender-marks';
import { ACCESS_TOKEN_KEY } from '@/lib/session/session-state';
import { consoleErrors } from '../../console-errors';
import { dashboardPageModules, MARKUP_END_ID, prerenderedDocument } from '../../../scripts/vite-prerender';
import { inlineScriptsNotAllowed, missingFromSignInPrerender } from '../../../scripts/prerender-check';
import { prerenderedHead } from '../../../scripts/prerender-head';
import shell from '../../../index.html?raw';

/**
 * The build's page: the prerendered markup in the root, and the head's inline script run.
 * The script is the guard module, which the build bundles alone and inlines
 * (scripts/prerender-head.ts); here the module itself runs, afresh for each page.
 */
async function loadPrerendered(path: string) {
  const { html, head } = await renderPage(path, scripts);
  // Scripts set through innerHTML do not run: the guard is imported below.
  document.head.innerHTML = prerenderedHead(head, '');
  document.body.innerHTML = `<div id="root" ${PENDING_ATTRIBUTE}>${html}</div>`;
  // What the guard adds to <head> (the app's script and preloads) is recorded, not loaded.
  const requested = vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
  requested.mockClear();
  vi.resetModules();
  await import('@/app/prerender-guard');
  const requestedSources = () =>
    requested.mock.calls.flat().map((node) => (node instanceof Element ? (node.getAttribute('src') ?? node.getAttribute('href')) : null));
  const requestedNodes = () => requested.mock.calls.flat();
  return { container: document.getElementById('root')!, requestedSources, requested: requestedNodes };
}

/** What the page requests (never loaded here: the test renders the app itself). */
const scripts = {
  entry: '/assets/entrada.js',
  preload: ['/assets/comun.js'],
  page: ['/assets/pagina.js'],
  signedIn: ['/assets/panel.js', '/assets/panel.css'],
  dashboardPages: [
    ['/dashboard', ['/assets/inicio.js']],
    ['/dashboard/competitions/view/:id', ['/assets/competencia.js', '/assets/competencia.css']],
    ['/dashboard/competitions', { admins: ['/assets/competencias-admin.js'], team: ['/assets/competencia-equipo.js'] }],
    ['/dashboard/teams', Array.from({ length: 20 }, (_, i) => `/assets/equipos-${i}.js`)],
  ] as [string, DashboardPageFiles][],
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('prerendered public pages', () => {
  it('the sign-in page is HTML with its heading, labelled fields and submit button before any script runs', async () => {
    const { html } = await renderPage('/', scripts);
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = html;
    const view = within(page);
    expect(view.getByRole('heading', { level: 1, name: '¡Bienvenido al Torneo de Pesca!' })).toBeInTheDocument();
    expect(view.getByRole('textbox', { name: /^Usuario/ })).toHaveAttribute('name', 'username');
    expect(view.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(view.getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute('type', 'submit');
  });

  it('the build check finds the sign-in form in the prerendered index.html, and not in the bare shell', async () => {
    const { html, head } = await renderPage('/', scripts);
    const page = prerenderedDocument(shell, { html, head: prerenderedHead(head, ''), css: [], pendingAttribute: PENDING_ATTRIBUTE });
    expect(missingFromSignInPrerender(page)).toEqual([]);
    expect(missingFromSignInPrerender(shell)).not.toEqual([]);
  });

  it("no frame is painted before the root's markup is parsed whole: the head expects the empty element placed after it", async () => {
    const { html, head } = await renderPage('/', scripts);
    const parsed = new DOMParser().parseFromString(prerenderedDocument(shell, { html, head: prerenderedHead(head, ''), css: [], pendingAttribute: PENDING_ATTRIBUTE }), 'text/html');
    const expectLinks = [...parsed.querySelectorAll('link[rel="expect"]')];
    expect(expectLinks.map((link) => [link.parentElement?.tagName, link.getAttribute('href'), link.getAttribute('blocking')])).toEqual([['HEAD', `#${MARKUP_END_ID}`, 'render']]);
    const root = parsed.getElementById('root')!;
    expect(within(root as HTMLElement).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    // Right after the root, not inside it: the root's own start tag is parsed before its markup.
    expect(root.nextElementSibling).toBe(parsed.getElementById(MARKUP_END_ID));
    expect(parsed.getElementById(MARKUP_END_ID)?.tagName).toBe('TEMPLATE');
  });

  it('every other public page is prerendered with its own heading', async () => {
    const headings: Record<string, string> = {};
    for (const { path } of prerenderedPages) {
      const page = document.createElement('div');
      page.innerHTML = (await renderPage(path, scripts)).html;
      headings[path] = within(page).getByRole('heading', { level: 1 }).textContent ?? '';
    }
    expect(headings).toEqual({
      '/': '¡Bienvenido al Torneo de Pesca!',
      '/signup': 'Crear cuenta',
      '/forgot-credentials': expect.any(String),
      '/unauthorized': 'No Autorizado',
    });
  });

  it('drops the markup, and loads the app at once, when the visit is for another path or has a stored session (then with the dashboard)', async () => {
    const otherPath = await loadPrerendered('/signup'); // the test document is at '/'
    // Parsed already: the root is emptied and unmarked at once (before parsing ends, it is hidden by CSS).
    expect(otherPath.container).toBeEmptyDOMElement();
    expect(otherPath.container).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(document.documentElement).not.toHaveAttribute(SKIP_ATTRIBUTE);
    // Another path renders another page: the prerendered page's own chunk is not requested.
    expect(otherPath.requestedSources()).toEqual(['/assets/comun.js', '/assets/entrada.js']);

    localStorage.setItem(ACCESS_TOKEN_KEY, 'x');
    const signedIn = await loadPrerendered('/');
    expect(signedIn.container).toBeEmptyDOMElement();
    // A stored session goes to the dashboard: its shell is requested with the entry, not after it ran.
    expect(signedIn.requestedSources()).toEqual(['/assets/comun.js', '/assets/panel.js', '/assets/panel.css', '/assets/entrada.js']);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  });

  it('with a stored session, also loads the dashboard page of the visited path with the entry (its CSS as a stylesheet)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'x');
    window.history.replaceState(null, '', '/dashboard/competitions/view/7/');
    const deepLink = await loadPrerendered('/');
    await waitFor(() =>
      expect(deepLink.requestedSources()).toEqual([
        '/assets/comun.js',
        '/assets/panel.js',
        '/assets/panel.css',
        '/assets/competencia.js',
        '/assets/competencia.css',
        '/assets/entrada.js',
      ]),
    );
    const appended = deepLink.requested();
    expect(appended.filter((n) => n instanceof HTMLLinkElement && n.rel === 'stylesheet').map((n) => (n as HTMLLinkElement).getAttribute('href'))).toEqual([
      '/assets/panel.css',
      '/assets/competencia.css',
    ]);
    window.history.replaceState(null, '', '/dashboard/competencia-que-no-existe');
    const unknownPage = await loadPrerendered('/');
    await waitFor(() => expect(unknownPage.requestedSources()).toEqual(['/assets/comun.js', '/assets/panel.js', '/assets/panel.css', '/assets/entrada.js']));
    window.history.replaceState(null, '', '/');
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  });

  it('requests a deep link\'s many files a few per task, the entry last, so no single task requests them all (issue 18)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'x');
    window.history.replaceState(null, '', '/dashboard/teams');
    const { requestedSources } = await loadPrerendered('/');
    const all = ['/assets/comun.js', '/assets/panel.js', '/assets/panel.css', ...Array.from({ length: 20 }, (_, i) => `/assets/equipos-${i}.js`)];
    // The first three at once, in the task that found the session…
    expect(requestedSources()).toEqual(all.slice(0, 3));
    // …the others in later tasks, and the app's entry after them.
    await waitFor(() => expect(requestedSources()).toEqual([...all, '/assets/entrada.js']));
    window.history.replaceState(null, '', '/');
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  });

  it('prepares the es-AR number and date formats while a visit to the dashboard has nothing on screen, not on a painted page (issue 30)', async () => {
    // Formats built from here on, recorded (and still real: the page goes on using them).
    const built: unknown[][] = [];
    class RecordedNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        built.push(['NumberFormat', ...args]);
      }
    }
    class RecordedDateTimeFormat extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built.push(['DateTimeFormat', ...args]);
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: RecordedNumberFormat }, DateTimeFormat: { value: RecordedDateTimeFormat } }));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'x');
    window.history.replaceState(null, '', '/dashboard/teams');
    const deepLink = await loadPrerendered('/');
    // In the task that parsed the page, before its first frame and before the app's entry.
    expect(deepLink.requestedSources()).not.toContain('/assets/entrada.js');
    expect(built).toEqual([
      ['NumberFormat', 'es-AR'],
      ['DateTimeFormat', 'es-AR', { timeZone: 'America/Argentina/Buenos_Aires' }],
    ]);
    window.history.replaceState(null, '', '/');
    localStorage.removeItem(ACCESS_TOKEN_KEY);

    built.length = 0;
    const signIn = await loadPrerendered('/');
    await waitFor(() => expect(signIn.requestedSources()).toContain('/assets/entrada.js'));
    // The sign-in form formats nothing: its first load never pays for ICU.
    expect(built).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('with a stored session at a page by role, loads only the signed-in audience\'s page (both when the token cannot be read)', async () => {
    const tokenFor = (roleId: number) => `h.${btoa(JSON.stringify({ id: 1, roleId })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
    window.history.replaceState(null, '', '/dashboard/competitions');
    const pageFiles = async () => {
      const { requestedSources } = await loadPrerendered('/');
      // Once the entry is requested, after every file the page needs.
      await waitFor(() => expect(requestedSources()).toContain('/assets/entrada.js'));
      return requestedSources().filter((src) => src!.includes('competencia'));
    };
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenFor(3));
    expect(await pageFiles()).toEqual(['/assets/competencia-equipo.js']);
    localStorage.setItem(ACCESS_TOKEN_KEY, tokenFor(2));
    expect(await pageFiles()).toEqual(['/assets/competencias-admin.js']);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'no-es-un-jwt');
    expect(await pageFiles()).toEqual(['/assets/competencias-admin.js', '/assets/competencia-equipo.js']);
    window.history.replaceState(null, '', '/');
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  });

  it('shows the markup of a signed-out visit to its own path, and loads the app only after the first frame', async () => {
    const { container, requestedSources } = await loadPrerendered('/');
    expect(container).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(container).not.toBeEmptyDOMElement();
    expect(requestedSources()).toEqual([]);
    await waitFor(() => expect(requestedSources()).toEqual(['/assets/comun.js', '/assets/pagina.js', '/assets/entrada.js']));
  });

  it('hydrates the sign-in page without a mismatch, and keeps what was typed and submitted before hydration', async () => {
    // Errors are checked at the end, all but one expected warning (see there).
    consoleErrors.allow();
    const { container, requestedSources } = await loadPrerendered('/');
    const user = userEvent.setup();
    // Before React: the browser's own input and submit on the prerendered form.
    await user.type(screen.getByRole('textbox', { name: /^Usuario/ }), 'capitan.incompleto');
    await user.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    screen.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The app starts when the page asks for its script, after the first frame.
    await waitFor(() => expect(requestedSources()).toContain('/assets/entrada.js'));

    act(() => {
      root = hydrateRoot(container, <AppRoot />);
    });
    await waitFor(() => expect(container).not.toHaveAttribute(PENDING_ATTRIBUTE));
    expect(await screen.findByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Usuario/ })).toHaveValue('capitan.incompleto');
    // React reports a hydration mismatch with console.error. One dev-only warning is expected
    // here: the server renderer and the browser's share this test's React contexts, which
    // never happens in the build (the server render runs in Node, hydration in the browser).
    expect(consoleErrors.logged.filter((message) => !message.includes('multiple renderers concurrently'))).toEqual([]);
  });
});

describe('the build reads which page each dashboard route loads', () => {
  it('reads the page modules of every route key from the route table, both of a page by role', () => {
    const modules = dashboardPageModules();
    expect(modules.get('home')).toBe('src/features/home/home-page');
    expect(modules.get('myTeam')).toBe('src/features/teams/owner/my-team-page');
    expect(modules.get('competitions')).toEqual({
      admins: 'src/features/competitions/admin/admin-competitions-page',
      team: 'src/features/competitions/owner/team-competitions-page',
    });
    const files = [...modules.values()].flatMap((page) => (typeof page === 'string' ? [page] : [page.admins, page.team]));
    expect(files.filter((module) => !existsSync(`${module}.tsx`))).toEqual([]);
  });
});

describe('the build checks that a Content-Security-Policy would allow each inline script', () => {
  const hash = (script: string) => `h(${script})`;
  it('names an inline script whose hash is not listed, and ignores scripts with src and JSON blocks', () => {
    const page = '<script type="application/json" id="x">{"a":1}</script><script>known()</script><script type="module" src="/a.js"></script><script>other()</script>';
    expect(inlineScriptsNotAllowed(page, ['h(known())'], hash)).toEqual(['other()']);
    expect(inlineScriptsNotAllowed(page, ['h(known())', 'h(other())'], hash)).toEqual([]);
  });
});
