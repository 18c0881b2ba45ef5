import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What only the demo serves, which Vite copies from public/ into every build: the mock
 * backend's service workers and the sample bank statement made from the demo's seed
 * (issue 22, scripts/demo-statement.ts).
 */
export const DEMO_ONLY_FILES = ['mockServiceWorker.js', 'demo-service-worker.js', 'demo'];

/**
 * A build without the mock backend (production) drops them: nothing of the mock reaches a
 * deployed site. `mocksEnabled` is the same rule src/main.tsx applies.
 */
export function dropMockWorkers(mocksEnabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-workers',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mocksEnabled) return;
      for (const file of DEMO_ONLY_FILES) rmSync(join(outDir, file), { force: true, recursive: true });
    },
  };
}
