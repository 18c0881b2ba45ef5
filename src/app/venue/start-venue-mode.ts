import { firstPageShown } from '../page-shown';

/**
 * Compile-time flag: the worker belongs to the production build only (decision 0048); in the
 * demo build this branch and its import are dead code. The same rule as src/main.tsx.
 */
export const venueModeEnabled =
  !(import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.VITE_MOCKS !== 'off' && !import.meta.env.VITE_API_URL));

let started = false;

/**
 * Registers the offline worker once a signed-in page is on screen: its chunk and the
 * precaching never compete with the first paint, and the sign-in page's first load does not
 * carry it (decision 0004).
 */
export function startVenueMode() {
  if (!venueModeEnabled || started || !('serviceWorker' in navigator)) return;
  started = true;
  void firstPageShown.then(() => import('./register-worker')).then(
    (module) => module.registerVenueWorker(),
    () => undefined,
  );
}
