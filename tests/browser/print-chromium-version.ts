import { chromiumPath, chromiumVersion } from './chromium';

/**
 * globalSetup of both browser layers (vitest.storybook.config.ts and playwright.config.ts):
 * prints which Chromium runs before any test, so a failing run names the browser version it
 * failed on, and stops at once, in Spanish, when there is no Chromium to run.
 */
export default function printChromiumVersion() {
  // Vitest runs a browser config's globalSetup for the project and again for its browser
  // instance, in one process: print the line once.
  if (process.env.PESCA_CHROMIUM_VERSION) return;
  process.env.PESCA_CHROMIUM_VERSION = chromiumVersion();
  console.info(`Navegador de los tests: ${process.env.PESCA_CHROMIUM_VERSION} (${chromiumPath})`);
}
