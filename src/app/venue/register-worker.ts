import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';
import { createRegistrationRetry } from './registration-retry';

/** How often an open tab asks the server whether sw.js changed (the browser also asks on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the venue worker (production build only, decision 0048). A new version never
 * reloads a tab by itself: it waits until the person presses 'Actualizar' in this tab, which
 * alone reloads; other tabs keep their version (their loaded code is in memory) and show the
 * prompt until their person chooses.
 *
 * A first install that could not finish (the signal went while it precached the app, or its
 * files could not even be fetched) leaves no worker: the browser drops the registration. It is
 * registered again when the connection returns, or after a growing wait when the browser is
 * online (registration-retry.ts), so the tab gets its offline mode without a reload (issue 30).
 */
export function registerVenueWorker() {
  const update = registerSW({
    onNeedRefresh: () =>
      offerUpdate(() => {
        // This tab reloads once the new worker controls it (it claims the tabs on activation).
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        void update(true);
      }),
    // vite-plugin-pwa would reload every tab when the new worker takes over; only the one that asked does.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      checkForUpdates(registration);
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'redundant' && !registration.active) registerAgainLater();
      });
    },
    onRegisterError: () => registerAgainLater(),
  });
  void askForPersistentStorage();
}

const registerAgainLater = createRegistrationRetry(() => registerVenueWorker());

let checking = false;

/** Asks the server whether sw.js changed, hourly and whenever the tab becomes visible (once per tab). */
function checkForUpdates(registration: ServiceWorkerRegistration) {
  if (checking) return;
  checking = true;
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
}

/**
 * Asks the browser not to evict the precache and the saved reads under storage pressure.
 * Chromium grants it silently to installed or often-used sites; Safari does not clear an
 * installed app's data after 7 days without use (README, venue mode). A refusal changes nothing.
 */
async function askForPersistentStorage() {
  if (!navigator.storage?.persist) return;
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist().catch(() => false);
}
