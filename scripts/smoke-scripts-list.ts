/**
 * The scripts the README documents that `npm test` does not already run as a layer, each in a
 * quick mode (issue 30: `npm run bench` had been broken since decision 0061 and nobody knew).
 * scripts/smoke-scripts.ts runs them; tests/unit/scripts/smoke-scripts-list.test.ts checks that
 * every script the README documents is here, in scripts/test-all.sh, or in `notRun` with why.
 */
export type SmokeCheck = {
  /** What the README calls it (`npm run <name>`, or the command for a script without one). */
  name: string;
  /** The command, run from the repository's root; `{port}` is replaced by a free port. */
  command: string[];
  env?: Record<string, string>;
  /** What its output must contain (a server: what `url` must answer). */
  expect: RegExp;
  /** A server that keeps running: the check asks this URL until it answers (any status below 500), then stops it. */
  url?: string;
  /** Builds it needs (scripts/test-all.sh makes both before this step). */
  needs?: ('dist' | 'dist-demo')[];
  /** Files it writes that are committed: they must come out the same (it is up to date). */
  writes?: string[];
};

export const smokeChecks: SmokeCheck[] = [
  { name: 'openapi', command: ['npm', 'run', '-s', 'openapi'], expect: /contracts\/openapi\.json: \d+ rutas, \d+ operaciones/, writes: ['contracts/openapi.json'] },
  {
    name: 'scripts/demo-statement.ts',
    command: ['npx', 'tsx', 'scripts/demo-statement.ts'],
    expect: /extracto de demostración escrito/,
    writes: ['public/demo/extracto-demo.csv'],
  },
  { name: 'scripts/reconcile-bench.ts', command: ['npx', 'tsx', 'scripts/reconcile-bench.ts', '--quick'], expect: /^bench: reconcile-300-lines-\d+-pending [\d.]+ ms/m },
  {
    name: 'serve:config',
    command: ['npm', 'run', '-s', 'serve:config'],
    env: { API_UPSTREAM: 'http://10.0.0.5:3000', SITE_ROOT: '/srv/pesca/current', BUILD_DIR: 'dist' },
    // The site root, the API upstream and the build's CSP hashes, in whatever order the template has them.
    expect: /^(?=[\s\S]*root \/srv\/pesca\/current;)(?=[\s\S]*server 10\.0\.0\.5:3000 )(?=[\s\S]*proxy_pass http:\/\/pesca_api;)(?=[\s\S]*'sha256-)/,
    needs: ['dist'],
  },
  { name: 'mock:server', command: ['npm', 'run', '-s', 'mock:server'], env: { PORT: '{port}' }, url: '/api/competitions', expect: /"statusCode":\s*\d+/ },
  // The production API on an embedded database under reports/ (git-ignored), migrated by db:migrate first.
  { name: 'db:migrate', command: ['npm', 'run', '-s', 'db:migrate'], env: { DATA_DIR: 'reports/smoke-api-data' }, expect: /Migraciones aplicadas/ },
  { name: 'server', command: ['npm', 'run', '-s', 'server'], env: { PORT: '{port}', DATA_DIR: 'reports/smoke-api-data', LOG_LEVEL: 'warn' }, url: '/readyz', expect: /"status":"ready"/ },
  { name: 'dev', command: ['npm', 'run', '-s', 'dev', '--', '--host', '127.0.0.1', '--port', '{port}', '--strictPort'], url: '/', expect: /<div id="root"/ },
  { name: 'bench', command: ['npm', 'run', '-s', 'bench', '--', '--quick'], expect: /bench: table-search-200 [\d.]+ ms[\s\S]*table-sort-200[\s\S]*table-page-200[\s\S]*table-heap-200/ },
  { name: 'tour', command: ['npm', 'run', '-s', 'tour', '--', '--quick'], env: { TOUR_PORT: '{port}' }, expect: /transfer-decision-laptop\.png/, needs: ['dist-demo'] },
  { name: 'perf', command: ['npm', 'run', '-s', 'perf', '--', '--quick'], env: { PERF_PORT: '{port}' }, expect: /dueno-inicio +\d+ \(\d+\/\d+\)[\s\S]*benchmarkIndex[^\n]*mediana \d+/, needs: ['dist'] },
  // One traced load, as Lighthouse traces it (its debugger and trace categories: the options the README cites).
  {
    name: 'scripts/tbt-trace.ts',
    command: ['npx', 'tsx', 'scripts/tbt-trace.ts', '--runs', '1', '--only', 'dueno-competencia'],
    env: { PERF_PORT: '{port}', DEBUGGER: '1', LIGHTHOUSE_CATEGORIES: '1' },
    expect: /dueno-competencia: cpuTBT median \d+ ms/,
    needs: ['dist'],
  },
  // One Lighthouse run, and the same run simulated again with CPU times (how builds are compared).
  {
    name: 'scripts/lantern-cpu-tbt.ts',
    command: ['npx', 'tsx', 'scripts/lantern-cpu-tbt.ts', '/dashboard/competitions', 'ownerCompleteTeam', '1'],
    env: { PERF_PORT: '{port}' },
    expect: /\/dashboard\/competitions: TBT mediana \d+ ms; con tiempos de CPU, mediana \d+ ms/,
    needs: ['dist'],
  },
];

/** Documented scripts this step does not run, with why (the others are layers of scripts/test-all.sh). */
export const notRun: Record<string, string> = {
  start: '`npm ci` and then `npm run dev`, which this step runs',
  test: 'the command that runs this step',
  serve: '`npm run perf` starts it (scripts/serve.ts) and measures through it; the served-build layer tests the same nginx configuration',
  'preview:demo': '`npm run tour` serves dist-demo the same way (vite preview)',
  'build:demo': 'the end-to-end layer builds dist-demo with the same command',
  'test:e2e': 'the end-to-end layer runs its two commands (the demo build, then `playwright test`)',
  build: 'the production build layer runs it (vite build with the mocks off)',
  storybook: 'a development server for people; the stories layer runs every story in Chromium',
  load: 'a benchmark, not a test: `npm run load -- --quick` (PostgreSQL, nginx, the API, pgbench and autocannon on a 50-team seed) took 28–42 s on the shared 2-core machine, over the 30 s a smoke check may take; run it by hand',
  'db:backup': 'tests/server/backup.test.ts runs it on PostgreSQL and on the embedded database, then restores and reads the same data',
  'db:restore': 'tests/server/backup.test.ts restores both backups into new empty databases and reads them through the API',
  'server:create-admin': 'tests/server/hardening.test.ts runs it on PostgreSQL and signs in with the account it made',
  'build-storybook': 'a static Storybook for people; the stories layer runs every story in Chromium (a build takes minutes)',
};
