import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasStoredTokens, isTokenKey } from '@/lib/session-state';
import { AppRoot } from '@/app/app-root';
import { mocksEnabled } from '@/app/mocks-flag';
import { discardPrerender, hasMatchingPrerender } from '@/app/prerender-guard';
import { demoControls } from '@/lib/demo-controls';

async function boot() {
  if (mocksEnabled) {
    const { startMockBackend } = await import('../mocks/browser');
    const controls = await startMockBackend();
    demoControls.resetDemoData = controls.resetDemoData;
  }
  await followSession();
  const root = document.getElementById('root')!;
  // A public page prerendered at build time (src/app/prerender.tsx) is hydrated: it painted
  // before this script arrived. The inline script in its <head> has already hidden it if
  // this visit renders something else (another path, or a stored session).
  if (hasMatchingPrerender(root)) {
    hydrateRoot(root, <AppRoot />);
    return;
  }
  discardPrerender(root);
  createRoot(root).render(<AppRoot />);
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
