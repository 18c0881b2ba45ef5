import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/**
 * What the three Playwright projects share (the demo build's journeys, the production build
 * behind nginx, the production build behind the fault proxy): no retries, 30 s per test,
 * Debian's Chromium in Argentina's locale and time zone, a trace kept when a test fails.
 * On the build server no trace is recorded: it keeps only the log, and recording every
 * test's snapshots costs CPU the 2-core machine's time budget needs.
 */
export const sharedRun = {
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
} satisfies PlaywrightTestConfig;

export const sharedUse = {
  locale: 'es-AR',
  timezoneId: 'America/Argentina/Buenos_Aires',
  trace: process.env.CI ? 'off' : 'retain-on-failure',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
} satisfies PlaywrightTestConfig['use'];

/** The list on a build server; with an HTML report in reports/<folder> elsewhere. */
export const reporterFor = (folder: string): PlaywrightTestConfig['reporter'] =>
  process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: `reports/${folder}`, open: 'never' }]];
