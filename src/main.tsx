import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasStoredTokens, isTokenKey } from '@/lib/session-state';
import { AppRoot } from '@/app/app-root';
import { PENDING_ATTRIBUTE } from '@/app/prerender-marks';
import { demoControls } from '@/lib/demo-controls';

// Compile-time flag: with VITE_MOCKS=off (or VITE_API_URL set) the branch below is dead
// code, so msw, faker and jose never reach the production bundle. Kept inline: imported
// from another module, the bundler no longer drops the branch. src/app/prerender.tsx
// repeats it for the prerendered footer.
const mocksEnabled =
  import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.VITE_MOCKS !== 'off' && !import.meta.env.VITE_API_URL);

async function boot() {
  if (mocksEnabled) {
    // Started, not awaited: the app renders and loads its page while the worker starts; API
    // calls wait for it (demoControls.backendReady). Awaiting it first made the demo's
    // dashboard wait for the mock before even requesting its page (`npm run perf`).
    const started = import('../mocks/browser').then((mock) => mock.startMockBackend());
    demoControls.backendReady = started.then(
      () => undefined,
      // The calls then go out as they are and fail visibly.
      (error: unknown) => console.error('[demo] No se pudo iniciar el backend de demostración', error),
    );
    demoControls.resetDemoData = async () => (await started).resetDemoData();
    // The demo card checkout (docs/decisions/0019) stands in for the provider's site: it is
    // rendered instead of the app. Same path as DEMO_CHECKOUT_PATH (mocks/rules/payment-links.ts).
    if (window.location.pathname === '/demo-checkout') {
      const [checkout] = await Promise.all([import('../mocks/demo-checkout/mount'), started]);
      checkout.mountDemoCheckout(document.getElementById('root')!);
      return;
    }
  }
  await followSession();
  const root = document.getElementById('root')!;
  // A public page prerendered at build time (src/app/prerender.tsx) is hydrated: it painted
  // before this script arrived. The inline script in its <head> (prerender-guard.ts) has
  // already emptied and unmarked the root if this visit renders something else.
  if (root.hasAttribute(PENDING_ATTRIBUTE)) hydrateRoot(root, <AppRoot />);
  else createRoot(root).render(<AppRoot />);
}

/**
 * Restores the stored session and follows other tabs. The token decoder checks claims with
 * zod, so it is loaded only when there are tokens to decode: a visitor with none gets the
 * sign-in page without zod (decision 0004), and loads it if another tab signs in.
 */
async function followSession() {
  const start = async () => {
    const { restoreSession, followOtherTabs } = await import('@/lib/session');
    restoreSession();
    followOtherTabs();
  };
  if (hasStoredTokens()) return start();
  const onStorage = (event: StorageEvent) => {
    if (!isTokenKey(event.key)) return;
    window.removeEventListener('storage', onStorage);
    void start();
  };
  window.addEventListener('storage', onStorage);
}

void boot();
