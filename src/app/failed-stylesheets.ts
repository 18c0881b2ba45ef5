/**
 * Vite memoises each chunk's CSS preload by URL: once a stylesheet failed, every later import
 * of its page fails again with 'Unable to preload CSS'. The failures are noted here, from the
 * first load on (a 404 still gets a `sheet`: only the error event tells); fetching them again
 * is stylesheet-recovery.ts's job, loaded on a retry only (the sign-in page's budget).
 */
export const failedStylesheets = new Set<string>();

function noteStylesheet(event: Event) {
  const link = event.target;
  if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet') return;
  if (event.type === 'error') failedStylesheets.add(link.href);
  else failedStylesheets.delete(link.href);
}
if (typeof window !== 'undefined') {
  // Capture: load and error do not bubble, and this runs before Vite's own listener on the link.
  window.addEventListener('error', noteStylesheet, true);
  window.addEventListener('load', noteStylesheet, true);
}
