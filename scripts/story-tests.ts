/**
 * The story tests (`npm run test:stories`, and the stories step of `npm test`).
 *
 * Vitest runs every story file in one shared page per worker (vitest.storybook.config.ts,
 * isolate: false; decision 0077): a fresh page per file spent about four seconds loading the
 * workbench again, some 250 s of the stories' 376 s on the 2-core CI machine.
 *
 * The price of that shared page: now and then Chromium fails to fetch a module the story files
 * share ("Failed to fetch dynamically imported module"), though every request of the run answered
 * 200, and the page then refuses that module to every later file in it. The files that failed that
 * way, and only those (no test of theirs ran), run again here each in a fresh page, as before. A
 * file that truly cannot be imported (a syntax error, a missing module) fails again there; a story
 * that fails is never run again.
 */
import { pathToFileURL } from 'node:url';
import { startVitest } from 'vitest/node';
import { failedOnlyToFetch } from './story-import-failures';

const CONFIG = 'vitest.storybook.config.ts';

/** One Vitest run of the story files: the files' results, and whether anything failed outside them. */
async function run(files: string[], isolate: boolean) {
  const vitest = await startVitest('test', files, { config: CONFIG, run: true, watch: false, isolate });
  const modules = vitest.state.getTestModules();
  const unhandledErrors = vitest.state.getUnhandledErrors().length;
  await vitest.close();
  return { modules, unhandledErrors };
}

async function main() {
  const filters = process.argv.slice(2);
  const { modules, unhandledErrors } = await run(filters, false);
  const toRetry = modules.filter(failedOnlyToFetch).map((module) => module.moduleId);
  const otherFailures = modules.filter((module) => module.state() === 'failed' && !toRetry.includes(module.moduleId));
  if (otherFailures.length > 0 || unhandledErrors > 0 || modules.length === 0) return 1;
  if (toRetry.length === 0) return 0;

  console.info(`\nChromium no pudo importar ${toRetry.length} archivo(s) en la página compartida; van de nuevo, cada uno en una página propia:`);
  for (const file of toRetry) console.info(`  ${file}`);
  const retried = await run(toRetry, true);
  const passed = retried.modules.filter((module) => module.state() === 'passed');
  return passed.length === toRetry.length && retried.unhandledErrors === 0 ? 0 : 1;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) process.exit(await main());
