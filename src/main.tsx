import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followOtherTabs, restoreSession } from '@/lib/session';
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
  restoreSession();
  followOtherTabs();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
