import { defineConfig } from '@playwright/test';
import { reporterFor, sharedRun, sharedUse } from './tests/browser/playwright-base.ts';

/**
 * Issue 19's failures, end to end: the production build (`dist/`, mocks off, built before
 * this runs) behind the fault-injecting proxy (tests/faults/fault-proxy.ts), which forwards
 * /api to the HTTP mock and breaks what a test asks it to. One worker: the proxy's faults and
 * the mock's database are shared by every test, and each test resets both first.
 */
const port = Number(process.env.FAULTS_PORT ?? 8202);

export default defineConfig({
  testDir: 'tests/faults',
  outputDir: 'test-results/faults',
  workers: 1,
  ...sharedRun,
  reporter: reporterFor('playwright-faults'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...sharedUse,
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: `node --import tsx tests/faults/fault-proxy.ts --port ${port} --outDir dist`,
    url: `http://127.0.0.1:${port}/`,
    // Never someone else's server: its build and its faults would not be this run's.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
