import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { reporterFor, sharedRun, sharedUse } from './tests/browser/playwright-base.ts';

/**
 * The production build as deployed (`npm run serve`'s machinery: dist/ behind nginx with
 * deploy/nginx's configuration, /api → the production API) in Debian's Chromium: the rules of the
 * server (headers, caching, compression, 404s, fallbacks) and a few journeys under the strict
 * Content-Security-Policy, failing on any violation, page error or console error
 * (tests/serve/support.ts). dist/ must be built first (scripts/test-all.sh does it once).
 *
 * One worker: the journeys share the API's database, reset before each test (its test controls).
 */
/** SERVE_TEST_PORT lets two checkouts run these side by side; the mock listens on the next port. */
const port = Number(process.env.SERVE_TEST_PORT ?? 8190);

export default defineConfig({
  testDir: 'tests/serve',
  globalSetup: './tests/browser/print-chromium-version.ts',
  outputDir: 'test-results/serve',
  fullyParallel: false,
  workers: 1,
  ...sharedRun,
  reporter: reporterFor('playwright-serve'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...sharedUse,
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: 'node --import tsx scripts/serve.ts',
    // The production API on its embedded database, seeded with the demo, with the test controls
    // the journeys reset it through (tests/serve/support.ts); a folder per port, reused.
    env: { PORT: String(port), API_PORT: String(port + 1), API_UPSTREAM: '', SEED: 'demo', API_TEST_CONTROLS: 'on', DATA_DIR: join(tmpdir(), `pesca-serve-${port}`) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // SIGTERM lets scripts/serve.ts stop nginx and remove its temporary folder (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
