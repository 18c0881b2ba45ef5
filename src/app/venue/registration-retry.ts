/** The wait before registering the worker again after a failure while online; doubled after each. */
export const FIRST_RETRY_MS = 30_000;
/** The longest wait between two registrations online. */
export const MAX_RETRY_MS = 15 * 60_000;

/**
 * When to register the venue worker again after its registration or its first install failed.
 *
 * - Offline (the usual cause: the signal went while it precached the app): as soon as the
 *   connection returns, so the tab gets its offline mode without a reload (issue 30).
 * - Online: after a wait that doubles with each failure, from FIRST_RETRY_MS to MAX_RETRY_MS.
 *   A browser that refuses workers (a private window, a policy) refuses again at once every
 *   time: registering again straight away was a busy loop that held the main thread (Lighthouse
 *   measured 875 ms of blocking time on Inicio) and asked the server for sw.js without pause.
 */
export function createRegistrationRetry(register: () => void): () => void {
  let failures = 0;
  return function registerAgainLater() {
    if (!navigator.onLine) {
      window.addEventListener('online', register, { once: true });
      return;
    }
    const wait = Math.min(FIRST_RETRY_MS * 2 ** failures, MAX_RETRY_MS);
    failures += 1;
    window.setTimeout(register, wait);
  };
}
