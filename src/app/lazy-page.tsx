import { lazy, type ComponentType } from 'react';

/** SPEC §9: loading a script chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** React.lazy with a timeout, so a stalled chunk ends in the error boundary instead of a spinner forever. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: each page declares its own
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('La página tardó demasiado en cargar.')), CHUNK_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
