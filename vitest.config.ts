import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Vitest runs one file at a time on a 2-core machine (its default is one worker fewer than the
 * cores, leaving one to its own process). That process is nearly idle while the files run, so
 * on the 2-core CI machine two workers finish the unit layer in far less time.
 */
export const testWorkers = Math.max(2, availableParallelism() - 1);

/** Component tests that also render on the server (react-dom/server): see project 'server-rendering'. */
const serverRenderingTests = ['tests/unit/app/prerender.test.tsx'];

/**
 * Test projects: `unit` (pure logic, mock backend, contracts, client; happy-dom, not isolated),
 * `components` (component and screen tests; happy-dom, not isolated), `server-rendering` (the
 * prerendering tests; a module graph per file),
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
          // Pure logic, the mock backend, contracts, scripts (*.test.ts): one module graph per
          // worker (isolate: false). Their state lives in modules the setup resets before each
          // test (the demo database, storage, session, toasts), and importing that graph anew for
          // each of ~120 files cost more than running their ~1,400 tests (docs/decisions/0068).
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            maxWorkers: testWorkers,
            isolate: false,
            include: ['tests/unit/**/*.test.ts', 'contracts/**/*.test.ts', 'mocks/**/*.test.ts', 'src/**/*.test.ts'],
            setupFiles: ['tests/setup.ts'],
            restoreMocks: true,
          },
        },
        {
          // Components and screens (*.test.tsx): one module graph and one window per worker too,
          // reset by the same setup (decision 0068). Not the server-rendering tests, below.
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            maxWorkers: testWorkers,
            isolate: false,
            include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx'],
            exclude: serverRenderingTests,
            setupFiles: ['tests/setup.ts', 'tests/setup-components.ts'],
            restoreMocks: true,
          },
        },
        {
          // Tests that render with react-dom/server as well as in the page keep a module graph of
          // their own: React's development build marks each context provider with the renderer that
          // last rendered it, and the server renderer's mark, left in a graph shared with the other
          // files, made every later render warn of "multiple renderers" (and fail).
          extends: true,
          test: {
            name: 'server-rendering',
            environment: 'happy-dom',
            maxWorkers: testWorkers,
            include: serverRenderingTests,
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
