import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';

/**
 * Every story is a test: it renders in Debian's Chromium (never a downloaded browser),
 * runs its play function, and fails on any axe violation (preview: a11y.test = 'error').
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)), tags: { exclude: ['a11y-broken'] } })],
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
            args: [
              '--headless',
              '--no-sandbox',
              '--disable-gpu',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
              '--no-first-run',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
