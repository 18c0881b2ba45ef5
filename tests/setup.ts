import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '@mocks/node';
import { resetDemoDb } from '@mocks/db/reset';
import { consoleErrors } from './console-errors';
import { toast } from '@/ui/toast-store';
import { preloadToastItem } from '@/ui/toast-region';
import { restoreSession } from '@/lib/session/session';

// Every request must be handled: an unmocked call is a bug in the test or the app.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app fetches the toast's chrome right after its first paint (toast-region.tsx); tests start
// from that moment. tests/unit/ui/toast-before-its-chunk.test.tsx covers the moment before.
beforeAll(async () => {
  await preloadToastItem();
});
beforeEach(() => {
  resetDemoDb();
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
