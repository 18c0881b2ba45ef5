import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notRun, smokeChecks } from '../../../scripts/smoke-scripts-list';

/**
 * Issue 30: every script the README documents runs in `npm test` — as a layer of
 * scripts/test-all.sh, or in its quick mode in the step that runs scripts/smoke-scripts.ts — or is
 * named in `notRun` with why. A script documented later without either fails here.
 */
const readme = readFileSync('README.md', 'utf8');
const testAll = readFileSync('scripts/test-all.sh', 'utf8');
const packageScripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/** `npm start`, `npm test`, `npm run <name>` and `npx tsx scripts/<file>.ts` in the README. */
const documented = [
  ...new Set([
    ...[...readme.matchAll(/npm (start|test)\b/g)].map((m) => m[1]!),
    ...[...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!),
    ...[...readme.matchAll(/npx tsx (scripts\/[\w-]+\.ts)/g)].map((m) => m[1]!),
  ]),
];
/** What test-all.sh runs: the npm scripts whose command it runs as they are, and the script files it runs. */
const inTestAll = (name: string) => {
  const command = packageScripts[name];
  return (command !== undefined && testAll.includes(command.replace(/^tsx /, 'npx tsx '))) || testAll.includes(`npx tsx ${name}`) || testAll.includes(`npx ${command}`);
};

describe('every documented script runs in npm test', () => {
  it('reads the README', () => {
    expect(documented).toEqual(expect.arrayContaining(['start', 'test', 'bench', 'perf', 'tour', 'serve:config', 'mock:server', 'scripts/reconcile-bench.ts']));
  });

  it.each(documented)('%s', (name) => {
    const where = [inTestAll(name) && 'test-all.sh', smokeChecks.some((c) => c.name === name) && 'smoke', name in notRun && 'notRun'].filter(Boolean);
    expect(where, `${name}: add it to scripts/smoke-scripts-list.ts (quick mode) or to notRun with why`).not.toEqual([]);
  });

  it('each smoke check runs a script that exists', () => {
    for (const { name, command } of smokeChecks) {
      if (command[0] === 'npm') expect(packageScripts[command[3]!], name).toBeDefined();
      else expect(() => readFileSync(command[2]!), name).not.toThrow();
    }
  });

  it('runs the smoke step after the builds it needs', () => {
    const step = testAll.indexOf('npx tsx scripts/smoke-scripts.ts');
    expect(step).toBeGreaterThan(testAll.indexOf('--outDir dist-demo'));
    expect(step).toBeGreaterThan(testAll.indexOf('--outDir dist '));
  });
});
