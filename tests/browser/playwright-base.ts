import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/**
 * What the three Playwright projects share (the demo build's journeys, the production build
 * behind nginx, the production build behind the fault proxy): no retries, 30 s per test,
 * Debian's Chromium in Argentina's locale and time zone, a trace kept when a test fails.
 */
export const sharedRun = {
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
} satisfies PlaywrightTestConfig;

export const sharedUse = {
  locale: 'es-AR',
  timezoneId: 'America/Argentina/Buenos_Aires',
  trace: 'retain-on-failure',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
} satisfies PlaywrightTestConfig['use'];

/** The list on a build server; with an HTML report in reports/<folder> elsewhere. */
export const reporterFor = (folder: string): PlaywrightTestConfig['reporter'] =>
  process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: `reports/${folder}`, open: 'never' }]];
