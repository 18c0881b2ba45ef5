import { useEffect } from 'react';

let markShown: () => void = () => undefined;

/**
 * Resolves when the first page (a public page, or a dashboard page inside the shell) has
 * committed: what the visitor came for is on screen. The demo's mock backend waits for it
 * (src/main.tsx) so its loading does not hold that first page back.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Rendered inside a page's Suspense boundary, next to the page: commits with it. Renders nothing. */
export function PageShown() {
  useEffect(() => markShown(), []);
  return null;
}
