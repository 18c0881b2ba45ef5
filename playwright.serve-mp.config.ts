import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { reporterFor, sharedRun, sharedUse } from './tests/browser/playwright-base.ts';

/**
 * Issue 34's journey on the production build as deployed (dist/ behind nginx, /api → the
 * production API) with Mercado Pago configured and the SDK pointed at the local stand-in
 * (scripts/mercado-pago-stand-in.ts), which serves a checkout page and sends its signed
 * notifications to the site's /api. Ports apart from playwright.serve.config.ts (that one keeps
 * the demonstration checkout). dist/ must be built first.
 */
const port = Number(process.env.SERVE_MP_TEST_PORT ?? 8290);
const standIn = port + 2;
const site = `http://127.0.0.1:${port}`;
const secrets = { MP_ACCESS_TOKEN: 'TEST-0000000000000000-112716-token-del-stand-in', MP_WEBHOOK_SECRET: 'secreto-del-webhook-del-stand-in' };
// tests/serve/support.ts resets the API through the mock port it derives from this.
process.env.SERVE_TEST_PORT = String(port);

export default defineConfig({
  testDir: 'tests/serve-mercado-pago',
  globalSetup: './tests/browser/print-chromium-version.ts',
  outputDir: 'test-results/serve-mercado-pago',
  fullyParallel: false,
  workers: 1,
  ...sharedRun,
  timeout: 60_000,
  reporter: reporterFor('playwright-serve-mercado-pago'),
  use: { baseURL: site, ...sharedUse, viewport: { width: 1280, height: 800 } },
  webServer: [
    {
      command: 'node --import tsx scripts/mercado-pago-stand-in.ts',
      env: { ...secrets, MP_STAND_IN_PORT: String(standIn) },
      url: `http://127.0.0.1:${standIn}/v1/payments/1`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx scripts/serve.ts',
      env: {
        PORT: String(port),
        API_PORT: String(port + 1),
        API_UPSTREAM: '',
        SEED: 'demo',
        API_TEST_CONTROLS: 'on',
        DATA_DIR: join(tmpdir(), `pesca-serve-mp-${port}`),
        ...secrets,
        MP_API_BASE_URL: `http://127.0.0.1:${standIn}`,
        PUBLIC_URL: site,
      },
      url: `${site}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
