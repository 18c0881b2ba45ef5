import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '@mocks/node';
import { resetDemoDb } from '@mocks/db/reset';
import { consoleErrors } from './console-errors';
import { toast } from '@/ui/toast-store';
import { preloadToastItem } from '@/ui/toast-region';
import { restoreSession } from '@/lib/session/session';

// findBy/waitFor give up after 3 s instead of 1 s: a form's submit through the mock takes about
// 1 s when every core runs a test file (npm test in CI), and a 1 s limit failed a passing test.
// Only how long a failing test waits changes; nothing that is absent can be found.
configure({ asyncUtilTimeout: 3000 });

// Every request must be handled: an unmocked call is a bug in the test or the app.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app fetches the toast's chrome right after its first paint (toast-region.tsx); tests start
// from that moment. tests/unit/ui/toast-before-its-chunk.test.tsx covers the moment before.
beforeAll(async () => {
  await preloadToastItem();
});
beforeEach(() => {
  resetDemoDb();
  // Files share one window per worker (decision 0068): each test starts at the site's root, not
  // at the address a test before left (the guard remembers the search of the address it sends away).
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  // The session signal outlives a test: start signed out.
  restoreSession();
  // The toast queue is a module-level signal: start every test without leftovers.
  toast.clear();
  consoleErrors.reset();
  // A test that logs console.error fails (React warnings, contract mismatches), unless it
  // says it expects one with consoleErrors.allow().
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.record(args);
    if (!consoleErrors.allowed) original(...args);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  const logged = consoleErrors.unexpected();
  if (logged.length) throw new Error(`console.error durante el test:\n${logged.join('\n')}`);
});
afterAll(() => server.close());
