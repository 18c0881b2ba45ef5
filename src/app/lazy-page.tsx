import { lazy, type ComponentType } from 'react';

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
 * Vite preloads a chunk's CSS with a <link rel="stylesheet"> and remembers it asked (its
 * `seen` map, and the link stays in <head>), so a second import() of the page does not ask
 * again and the page would render unstyled. A stylesheet link without a sheet failed (or is
 * still on its way): a fresh copy of the element fetches it again.
 */
function reloadFailedStylesheets(): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    failed.map(
      (old) =>
        new Promise<void>((resolve, reject) => {
          const link = old.cloneNode() as HTMLLinkElement;
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => reject(new Error(`stylesheet ${link.href}`)));
          old.replaceWith(link);
        }),
    ),
  );
}

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

/**
 * React.lazy with SPEC §9's timeout, so a stalled chunk ends in the error boundary instead of
 * a spinner forever; a failed load is not memoised for good (React.lazy keeps a rejection
 * forever; a fresh lazy replaces it on retry); and `preload()`: once the module has arrived
 * the page renders it directly, without suspending. A page loaded before the first render
 * (src/main.tsx) thus paints in the same commit as the shell around it.
 *
 * Vite's `vite:preloadError` event is not used to reload the document, as Vite's docs
 * suggest for deploys: offline, a reload would replace the app with the browser's error page.
 * The boundary offers the reload instead (page-error-boundary.tsx).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let retrying = false;
  const loadOnce = () =>
    (loading ??= withTimeout(Promise.all([retrying ? reloadFailedStylesheets() : undefined, load()])).then(
      ([, module]) => {
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
