import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { lazyPage } from '@/app/lazy-page';
import { PageErrorBoundary } from '@/app/page-error-boundary';
import { consoleErrors } from '../../console-errors';

function Ayuda() {
  return <h1>Ayuda</h1>;
}

/** A page whose import fails (offline, or its hashed file gone) until `arrive()`. */
function pageThatFails() {
  let fail = true;
  const load = vi.fn(() =>
    fail ? Promise.reject(new TypeError('Unable to preload CSS for http://127.0.0.1/assets/ayuda-Bx1.css')) : Promise.resolve({ default: Ayuda }),
  );
  return { Page: lazyPage(load), load, arrive: () => (fail = false) };
}

function renderApp(Page: ReturnType<typeof lazyPage>) {
  const location = memoryLocation({ path: '/ayuda' });
  render(
    <Router hook={location.hook}>
      <Link href="/otra">Otra</Link> <Link href="/ayuda">Volver a Ayuda</Link>
      <PageErrorBoundary>
        <Suspense fallback={<p>Cargando…</p>}>
          <Switch>
            <Route path="/ayuda">
              <Page />
            </Route>
            <Route>
              <p>Otra pantalla</p>
            </Route>
          </Switch>
        </Suspense>
      </PageErrorBoundary>
    </Router>,
  );
}

/** The full message: its chunk arrives after the heading (page-error-boundary.tsx). */
async function failedMessage() {
  // The first test also pays for vitest transforming that chunk.
  await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 5000 });
  return screen.getByRole('alert');
}

describe('PageErrorBoundary with a page whose code failed to load', () => {
  it('says so in Spanish, never with the error’s own text', async () => {
    consoleErrors.allow(); // React reports the error the boundary caught.
    const { Page } = pageThatFails();
    renderApp(Page);
    const alert = await failedMessage();
    expect(alert).toHaveTextContent('No se pudo cargar esta pantalla');
    expect(alert).toHaveTextContent('Revisá tu conexión; se va a reintentar sola cuando vuelva.');
    expect(alert).not.toHaveTextContent(/preload|http|assets/i);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('loads with Reintentar, without a full reload', async () => {
    consoleErrors.allow();
    const { Page, arrive, load } = pageThatFails();
    renderApp(Page);
    await failedMessage();
    arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Ayuda' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads when the connection comes back', async () => {
    consoleErrors.allow();
    const { Page, arrive } = pageThatFails();
    renderApp(Page);
    await failedMessage();
    arrive();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Ayuda' })).toBeInTheDocument();
  });

  it('loads when opened again after going elsewhere', async () => {
    consoleErrors.allow();
    const { Page, arrive } = pageThatFails();
    renderApp(Page);
    await failedMessage();
    await userEvent.click(screen.getByRole('link', { name: 'Otra' }));
    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    arrive();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a Ayuda' }));
    expect(await screen.findByRole('heading', { name: 'Ayuda' })).toBeInTheDocument();
  });

  it('loads when opened again from another route, whose own boundary never saw the failure (as the dashboard routes, issue 30)', async () => {
    consoleErrors.allow();
    const { Page, arrive, load } = pageThatFails();
    const location = memoryLocation({ path: '/ayuda' });
    // Each route has its own boundary (dashboard-router.tsx): the one that showed the failure
    // is gone once the user is elsewhere, and no 'online' event reaches it.
    render(
      <Router hook={location.hook}>
        <Link href="/otra">Otra</Link> <Link href="/ayuda">Volver a Ayuda</Link>
        <Switch>
          {/* Keyed, as the dashboard's routes: another route mounts a boundary of its own. */}
          <Route key="ayuda" path="/ayuda">
            <PageErrorBoundary>
              <Suspense fallback={<p>Cargando…</p>}>
                <Page />
              </Suspense>
            </PageErrorBoundary>
          </Route>
          <Route key="otra">
            <PageErrorBoundary>
              <p>Otra pantalla</p>
            </PageErrorBoundary>
          </Route>
        </Switch>
      </Router>,
    );
    await failedMessage();
    await userEvent.click(screen.getByRole('link', { name: 'Otra' }));
    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    arrive();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a Ayuda' }));
    expect(await screen.findByRole('heading', { name: 'Ayuda' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not ask again while the page stays at its address (no loop offline)', async () => {
    consoleErrors.allow();
    const { Page, load } = pageThatFails();
    renderApp(Page);
    await failedMessage();
    // React renders again after the rejection; the address did not change, so nothing is asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a page that crashed while rendering without its error text, and no connection advice', async () => {
    consoleErrors.allow();
    function Broken(): never {
      throw new Error('Cannot read properties of undefined (reading "x")');
    }
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    const alert = await failedMessage();
    expect(alert).toHaveTextContent('No se pudo cargar esta pantalla');
    expect(alert).not.toHaveTextContent(/Cannot read|conexión/);
  });
});
