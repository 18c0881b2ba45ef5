import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './tests/browser/chromium.ts';
import { testWorkers } from './vitest.config.ts';

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
      // Two browser pages at a time on the 2-core machine too (vitest.config.ts says why).
      maxWorkers: testWorkers,
      // One page per worker for all its files, not one per file: loading the workbench again for
      // each file cost ~4 s each (decision 0077). What a story changes ends with it (preview.tsx).
      isolate: false,
      globalSetup: ['tests/browser/print-chromium-version.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: chromiumArgs,
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
