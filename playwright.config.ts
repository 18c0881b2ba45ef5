import { defineConfig } from '@playwright/test';
import { reporterFor, sharedRun, sharedUse } from './tests/browser/playwright-base.ts';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built
 * demo app (mocks on) served by `vite preview`.
 */
/** E2E_PORT lets two checkouts run their end-to-end tests side by side. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/browser/print-chromium-version.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  ...sharedRun,
  reporter: reporterFor('playwright'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...sharedUse,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --outDir dist-demo --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
