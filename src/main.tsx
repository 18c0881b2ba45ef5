import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasStoredTokens, isTokenKey } from '@/lib/session/session-state';
import { DASHBOARD } from '@/lib/session/entry-routes';
import { AppRoot } from '@/app/app-root';
import { preloadDashboard } from '@/app/app';
import { firstPageShown } from '@/app/page-shown';
import { PENDING_ATTRIBUTE } from '@/app/prerender-marks';
import { demoControls } from '@/lib/session/demo-controls';

// Compile-time flag: with VITE_MOCKS=off (or VITE_API_URL set) the branch below is dead
// code, so msw, faker and jose never reach the production bundle. Kept inline: imported
// from another module, the bundler no longer drops the branch. src/app/prerender.tsx
// repeats it for the prerendered footer.
const mocksEnabled =
  import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.VITE_MOCKS !== 'off' && !import.meta.env.VITE_API_URL);

async function boot() {
  if (mocksEnabled) {
    // With a stored session, started once the first page is on screen, not at boot: there,
    // its 180 KiB competed with the dashboard's own chunks, and its evaluation ran before the
    // page's first render (issue 7, `npm run perf`). API calls wait for it.
    let started: ReturnType<typeof startMock> | undefined;
    const start = () => (started ??= startMock());
    // A visitor without a session starts on a prerendered public page, painted before any
    // script: there the mock starts at once, ready by the time the form is sent.
    const ready = (hasStoredTokens() ? afterFirstPage() : Promise.resolve())
      .then(start)
      .then(
        () => undefined,
        // The calls then go out as they are and fail visibly.
        (error: unknown) => console.error('[demo] No se pudo iniciar el backend de demostración', error),
      );
    demoControls.backendReady = () => ready;
    demoControls.resetDemoData = async () => (await start()).resetDemoData();
    // The demo card checkout (docs/decisions/0019) stands in for the provider's site: it is
    // rendered instead of the app. Same path as DEMO_CHECKOUT_PATH (mocks/rules/payment-links.ts).
    if (window.location.pathname === '/demo-checkout') {
      const [checkout] = await Promise.all([import('../mocks/demo-checkout/mount'), start()]);
      checkout.mountDemoCheckout(document.getElementById('root')!);
      return;
    }
  }
  await followSession();
  const root = document.getElementById('root')!;
  // A public page prerendered at build time (src/app/prerender.tsx) is hydrated: it painted
  // before this script arrived. The inline script in its <head> (prerender-guard.ts) has
  // already emptied and unmarked the root if this visit renders something else.
  if (root.hasAttribute(PENDING_ATTRIBUTE)) {
    hydrateRoot(root, <AppRoot />);
    return;
  }
  // A stored session at a dashboard address: its shell and page are loading already (the
  // prerendered head preloads them); waiting for them lets the first commit paint the page
  // itself, not a loading indicator followed by a throttled Suspense reveal (issue 7).
  if (hasStoredTokens() && isDashboardPath(window.location.pathname)) {
    await preloadDashboard(window.location.pathname).catch(() => undefined);
  }
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread for the whole dashboard (Total Blocking Time, issue 7).
  startTransition(() => createRoot(root).render(<AppRoot />));
}

const isDashboardPath = (path: string) => path === DASHBOARD || path.startsWith(`${DASHBOARD}/`);

const startMock = () => import('../mocks/browser').then((mock) => mock.startMockBackend());

/**
 * Resolves once the first page is on screen: it has committed (or 3 s have passed) and the
 * browser has reported a largest contentful paint since then, the moment Lighthouse's LCP
 * is measured at. Without such a report (a page with nothing larger than the loading
 * indicator, a hidden tab) 500 ms more do.
 */
const afterFirstPage = async () => {
  await Promise.race([firstPageShown, new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
  const shownAt = performance.now();
  await new Promise<void>((resolve) => {
    const canObserve = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    const observer = canObserve
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.startTime >= shownAt)) setTimeout(done, 0);
        })
      : undefined;
    const timer = setTimeout(done, 500);
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  });
};

/**
 * Restores the stored session and follows other tabs. The token decoder checks claims with
 * zod, so it is loaded only when there are tokens to decode: a visitor with none gets the
 * sign-in page without zod (decision 0004), and loads it if another tab signs in.
 */
async function followSession() {
  const start = async () => {
    const { restoreSession, followOtherTabs } = await import('@/lib/session/session');
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
