import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasStoredTokens, isTokenKey } from '@/lib/session-state';
import { App } from '@/app/app';
import { demoControls } from '@/lib/demo-controls';

// Compile-time flag: with VITE_MOCKS=off (or VITE_API_URL set) the branch below is dead
// code, so msw, faker and jose never reach the production bundle.
const mocksEnabled =
  import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.VITE_MOCKS !== 'off' && !import.meta.env.VITE_API_URL);

async function boot() {
  if (mocksEnabled) {
    const { startMockBackend } = await import('../mocks/browser');
    const controls = await startMockBackend();
    demoControls.resetDemoData = controls.resetDemoData;
  }
  await followSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
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
