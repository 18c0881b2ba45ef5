import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test projects: `unit` (pure logic, component tests, mock backend, client; happy-dom),
 * `pact` (consumer contract tests in node, one file at a time), `server` (the production API on
 * PostgreSQL, one file at a time). The Storybook story tests
 * live in vitest.storybook.config.ts because they need a real browser.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'contracts/**/*.test.ts', 'mocks/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'pact',
            environment: 'node',
            include: ['tests/pact/**/*.pact.test.ts'],
            setupFiles: ['tests/pact/setup.ts'],
            fileParallelism: false,
            testTimeout: 30000,
          },
        },
        {
          // The production API (server/) on throwaway PostgreSQL clusters and embedded databases:
          // concurrency, durability, hardening. One file at a time: each starts a cluster.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            fileParallelism: false,
            testTimeout: 120000,
            hookTimeout: 180000,
          },
        },
      ],
    },
  }),
);
