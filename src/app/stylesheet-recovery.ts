import { failedStylesheets } from './failed-stylesheets';

/**
 * Vite's documented `vite:preloadError`: preventDefault() and the import proceeds. Only for a
 * stylesheet that has arrived since it failed; Vite's message is 'Unable to preload CSS for <url>'.
 */
function goOnWithRecoveredStylesheet(event: Event) {
  const error = (event as Event & { payload?: unknown }).payload;
  const url = error instanceof Error ? /^Unable to preload CSS for (.+)$/.exec(error.message)?.[1] : undefined;
  const arrived = url && !failedStylesheets.has(url) && [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url);
  if (arrived) event.preventDefault();
}
window.addEventListener('vite:preloadError', goOnWithRecoveredStylesheet);

/**
 * Fetches each stylesheet that failed again, with a fresh copy of its <link> (Vite never asks
 * for it again), and resolves once all have arrived; lazy-page.tsx then imports the page.
 */
export function reloadFailedStylesheets(): Promise<unknown> {
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => failedStylesheets.has(link.href));
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
