import { whenIdle } from '@/lib/scheduling/when-idle';
import { firstPageShown } from '../page-shown';

/**
 * Compile-time flag: the worker belongs to the production build only (decision 0048); in the
 * demo build this branch and its import are dead code. The same rule as src/main.tsx.
 */
export const venueModeEnabled =
  !(import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.VITE_MOCKS !== 'off' && !import.meta.env.VITE_API_URL));

let started = false;

/**
 * Registers the offline worker once a signed-in page is on screen and the browser is idle: its
 * chunk, its registration and the precaching never compete with the first paint or with the
 * task that renders the page's data (issue 18), and the sign-in page's first load does not
 * carry it (decision 0004).
 */
export function startVenueMode() {
  if (!venueModeEnabled || started || !('serviceWorker' in navigator)) return;
  started = true;
  void firstPageShown.then(() => new Promise<void>((resolve) => whenIdle(resolve))).then(registerWorker);
}

/** Its chunk could not arrive (offline already): asked for again when the connection returns. */
function registerWorker() {
  import('./register-worker').then(
    (module) => module.registerVenueWorker(),
    () => window.addEventListener('online', registerWorker, { once: true }),
  );
}
