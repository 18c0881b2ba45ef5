import { lazy, type ComponentType } from 'react';
import { failedStylesheets } from './failed-stylesheets';

/** SPEC §9: loading a script chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A page's code did not arrive: offline, a deploy removed its hashed file, or SPEC §9's
 * timeout. The error boundary tells it apart from a page that crashed while rendering.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/** Rejects when `promise` has not settled within SPEC §9's chunk timeout. */
function withTimeout<R>(promise: Promise<R>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}

/**
 * A retry: the failed stylesheets first, then the page. A retry comes when the connection is
 * back (or the user asks), so the recovery code can be fetched then; offline, it fails like
 * the page would.
 */
const retryLoad = <M,>(load: () => Promise<M>) =>
  (failedStylesheets.size ? import('./stylesheet-recovery').then((recovery) => recovery.reloadFailedStylesheets()) : Promise.resolve()).then(load);

/** How to forget each page whose load failed, so that the next render asks again. */
const failedPages = new Set<() => void>();

/**
 * Called by the error boundary when it retries (its button, another address, the connection
 * back): every failed page loads again on its next render. Only then, not at the failure
 * itself: React renders a suspended tree again when its promise settles, and a page that
 * asked again at once would retry in a tight loop while offline.
 */
export function forgetFailedLoads() {
  for (const forget of failedPages) forget();
  failedPages.clear();
}

/** The address the app last rendered a page boundary at (page-error-boundary.tsx). */
let lastAddress: string | undefined;

/**
 * Called by each page boundary as it renders, with the full address: on another address,
 * every page whose load failed is asked for again. The boundary that showed the failure may
 * be gone by then (each dashboard route has its own), and without this the page opened again
 * rendered its remembered rejection: 'No se pudo cargar esta pantalla' until a reload
 * (issue 30). Keyed by the address, not by the render: a page that suspends and renders again
 * at the same address never loops while offline.
 */
export function forgetFailedLoadsOnNewAddress(address: string) {
  if (address === lastAddress) return;
  lastAddress = address;
  forgetFailedLoads();
}

/**
 * React.lazy with SPEC §9's timeout, so a stalled chunk ends in the error boundary instead of
 * a spinner forever; a failed load is not memoised for good (React.lazy keeps a rejection
 * forever; a fresh lazy replaces it on retry); and `preload()`: once the module has arrived
 * the page renders it directly, without suspending. A page loaded before the first render
 * (src/main.tsx) thus paints in the same commit as the shell around it.
 *
 * Vite's `vite:preloadError` event is not used to reload the document, as Vite's docs
 * suggest for deploys: offline, a reload would replace the app with the browser's error page.
 * The boundary offers the reload instead (page-error-boundary.tsx); the event only lets a
 * retry go on once a failed stylesheet has arrived (stylesheet-recovery.ts).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let retrying = false;
  const loadOnce = () =>
    (loading ??= withTimeout(retrying ? retryLoad(load) : load()).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedPages.add(forget);
        throw error;
      },
    ));
  let Suspending = lazy(loadOnce);
  function forget() {
    loading = undefined;
    retrying = true;
    Suspending = lazy(loadOnce);
  }
  function Page(props: P) {
    const Loaded = loaded ?? Suspending;
    return <Loaded {...props} />;
  }
  Page.preload = () => loadOnce().then(() => undefined);
  return Page;
}
