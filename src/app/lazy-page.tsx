import { lazy, type ComponentType } from 'react';

/** SPEC §9: loading a script chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/** Rejects when `promise` has not settled within SPEC §9's chunk timeout. */
function withTimeout<R>(promise: Promise<R>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('La página tardó demasiado en cargar.')), CHUNK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * React.lazy with a timeout, so a stalled chunk ends in the error boundary instead of a
 * spinner forever; and with `preload()`: once the module has arrived the page renders it
 * directly, without suspending. A page loaded before the first render (src/main.tsx) thus
 * paints in the same commit as the shell around it, not one Suspense reveal later.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= withTimeout(load()).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(loadOnce);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  Page.preload = () => loadOnce().then(() => undefined);
  return Page;
}
