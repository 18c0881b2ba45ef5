import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The mock backend's service workers, which Vite copies from public/ into every build. */
export const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'demo-service-worker.js'];

/**
 * A build without the mock backend (production) drops the mock's service workers: nothing of
 * the mock reaches a deployed site. `mocksEnabled` is the same rule src/main.tsx applies.
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
      for (const file of MOCK_WORKER_FILES) rmSync(join(outDir, file), { force: true });
    },
  };
}
