import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath as executablePath } from './tests/browser/chromium.ts';

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
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
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
