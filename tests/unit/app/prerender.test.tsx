import { afterEach, describe, expect, it } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerenderedPages, renderPage } from '@/app/prerender';
import { AppRoot } from '@/app/app-root';
import { PENDING_ATTRIBUTE, SKIP_ATTRIBUTE } from '@/app/prerender-guard';
import { ACCESS_TOKEN_KEY } from '@/lib/session-state';
import { consoleErrors } from '../../console-errors';

/** The build's page: the prerendered markup in the root, and the head's inline script run. */
async function loadPrerendered(path: string) {
  const { html, head } = await renderPage(path);
  document.body.innerHTML = `<div id="root" ${PENDING_ATTRIBUTE}>${html}</div>`;
  const script = /<script>([\s\S]*)<\/script>/.exec(head)?.[1];
  if (!script) throw new Error('sin script en el <head>');
  new Function(script)();
  return document.getElementById('root')!;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.documentElement.removeAttribute(SKIP_ATTRIBUTE);
});

describe('prerendered public pages', () => {
  it('the sign-in page is HTML with its heading, labelled fields and submit button before any script runs', async () => {
    const { html } = await renderPage('/');
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = html;
    const view = within(page);
    expect(view.getByRole('heading', { level: 1, name: '¡Bienvenido al Torneo de Pesca!' })).toBeInTheDocument();
    expect(view.getByRole('textbox', { name: /^Usuario/ })).toHaveAttribute('name', 'username');
    expect(view.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(view.getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute('type', 'submit');
  });

  it('every other public page is prerendered with its own heading', async () => {
    const headings: Record<string, string> = {};
    for (const { path } of prerenderedPages) {
      const page = document.createElement('div');
      page.innerHTML = (await renderPage(path)).html;
      headings[path] = within(page).getByRole('heading', { level: 1 }).textContent ?? '';
    }
    expect(headings).toEqual({
      '/': '¡Bienvenido al Torneo de Pesca!',
      '/signup': 'Crear cuenta',
      '/forgot-credentials': expect.any(String),
      '/unauthorized': 'No Autorizado',
    });
  });

  it('hides the markup before paint when the visit is for another path or has a stored session', async () => {
    await loadPrerendered('/signup'); // the test document is at '/'
    expect(document.documentElement).toHaveAttribute(SKIP_ATTRIBUTE);
    document.documentElement.removeAttribute(SKIP_ATTRIBUTE);

    localStorage.setItem(ACCESS_TOKEN_KEY, 'x');
    await loadPrerendered('/');
    expect(document.documentElement).toHaveAttribute(SKIP_ATTRIBUTE);
    document.documentElement.removeAttribute(SKIP_ATTRIBUTE);

    localStorage.clear();
    await loadPrerendered('/');
    expect(document.documentElement).not.toHaveAttribute(SKIP_ATTRIBUTE);
  });

  it('hydrates the sign-in page without a mismatch, and keeps what was typed and submitted before hydration', async () => {
    // Errors are checked at the end, all but one expected warning (see there).
    consoleErrors.allow();
    const container = await loadPrerendered('/');
    const user = userEvent.setup();
    // Before React: the browser's own input and submit on the prerendered form.
    await user.type(screen.getByRole('textbox', { name: /^Usuario/ }), 'capitan.incompleto');
    await user.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    screen.getByRole('button', { name: 'Iniciar sesión' }).click();

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
