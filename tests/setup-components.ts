import { beforeAll } from 'vitest';
import { pageLoaders } from '@/app/dashboard-pages';
import { lazyModules } from './lazy-modules';

/**
 * Component and screen files share one module graph per worker (decision 0068). What the app
 * loads lazily is loaded here, before the first test of each file (at once after the first file
 * of a worker: the modules are already there). Otherwise a page a test left loading — the test
 * passed once the address changed — went on loading into the next file, after the environment of
 * its own had been torn down ("EnvironmentTeardownError: Cannot load … after the environment was
 * torn down", in whichever file came next).
 */
beforeAll(async () => {
  await Promise.all([...Object.values(lazyModules), ...Object.values(pageLoaders)].map((load) => load()));
});
