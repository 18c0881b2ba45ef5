/**
 * `npm run load` (issue 33; a benchmark, never a timed test): registration day against the
 * production stack as it is deployed — nginx (deploy/nginx) → the API (one process, then
 * API_PROCESSES=2 behind an upstream) → a throwaway PostgreSQL (scripts/pg-cluster.ts) seeded
 * with the demo plus 5,000 teams (the large demo, MOCK_SCALE) — driven by autocannon with a
 * registration-day mix, and compared with ceilings measured in the same run on the same
 * machine: GET /healthz through nginx (proxy + framework) and pgbench's select-only and
 * simple-update TPS on the same PostgreSQL (the database).
 *
 * Per kind of request: rps, p50/p95/p99, non-2xx; the ratios; after each run, the rows: every
 * acknowledged create is there exactly once. Writes reports/load.json and reports/load.svg
 * (p99 per second). Last line, for scripts:
 *   load: reads p99 <ms> ms, writes p99 <ms> ms, reads/healthz <ratio>, writes/pgbench <ratio>, errors <n>, lost <n>
 * `--quick`: a small seed (50 teams), 20 connections, one process, 2 s per run (the smoke step).
 * LOAD_SECONDS changes the mix's length (20 s); LOAD_MIX=reads drops the writes and sign-ins.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../mocks/demo-accounts';
import { startApiProcess, type ApiProcess } from './api-process';
import { freePort } from './free-port';
import { startCluster, type Cluster } from './pg-cluster';
import { startNginx, type RunningNginx } from './serve-nginx';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const quick = process.argv.includes('--quick');
const readsOnly = process.env.LOAD_MIX === 'reads';
const SCALE = quick ? 50 : 5000;
const SECONDS = Number(process.env.LOAD_SECONDS ?? (quick ? 2 : 20));
const CONNECTIONS = quick ? 20 : 100;
const PROCESS_COUNTS = quick ? [1] : [1, 2];
const JWT_SECRET = 'secreto-del-benchmark-de-carga-0123456789abcdef';

type Sample = { t: number; ms: number; status: number };
type KindStats = { kind: string; connections: number; requests: number; rps: number; p50: number; p95: number; p99: number; non2xx: number; errors: number; timeouts: number; bytesPerRequest: number };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function stats(kind: string, connections: number, samples: Sample[], result: autocannon.Result, seconds: number): KindStats {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    kind,
    connections,
    requests: samples.length,
    rps: round(samples.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    non2xx: samples.filter((s) => s.status < 200 || s.status >= 300).length,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: samples.length ? Math.round(result.throughput.total / samples.length) : 0,
  };
}

/** One autocannon run whose every answer is kept (time, latency, status): exact percentiles and the chart. */
function cannon(options: autocannon.Options, started: number): Promise<{ result: autocannon.Result; samples: Sample[] }> {
  const samples: Sample[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 30, ...options }, (error, result) => (error ? reject(error) : resolve({ result, samples })));
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => samples.push({ t: (performance.now() - started) / 1000, ms, status }));
  });
}

/** A kind that did not run (LOAD_MIX=reads). */
const nothing = () => Promise.resolve({ result: { errors: 0, timeouts: 0, throughput: { total: 0 } } as unknown as autocannon.Result, samples: [] as Sample[] });

function pgbench(cluster: Cluster, args: string[]): number {
  const result = spawnSync(path.join(cluster.bin, 'pgbench'), ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench falló: ${result.stderr}`);
  const tps = /tps = ([\d.]+)/.exec(result.stdout);
  return tps ? Number(tps[1]) : 0;
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function post(base: string, route: string, body: unknown, token?: string) {
  const answer = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as { data?: { accessToken?: string } } | null };
}

/** The body's size as sent (fetch would decompress it): node:http, which does not. */
function bytesOnTheWire(url: string, token: string, encoding: 'gzip' | 'identity'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

type Stack = { nginx: RunningNginx; apis: ApiProcess[]; close: () => Promise<void> };

async function startStack(url: string, processes: number, site: string, env: Record<string, string>): Promise<Stack> {
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const apis = await Promise.all(ports.map((port) => startApiProcess({ ...env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: 'on' }, { quiet: !process.env.LOAD_LOG_LEVEL })));
  const nginx = await startNginx(
    { PORT: String(await freePort()), SITE_ROOT: site, API_UPSTREAM: apis[0]!.url, CSP_SCRIPT_HASHES: '', CSP_STYLE_HASHES: '' },
    { quiet: true, apiServers: processes > 1 ? apis.map((api) => api.url) : undefined },
  );
  return { nginx, apis, close: async () => void (await nginx.stop(), await Promise.all(apis.map((api) => api.stop()))) };
}

/** The registration-day mix for `seconds`, through nginx; returns per-kind stats and what was acknowledged. */
async function mix(base: string, url: string, label: string, seconds: number) {
  const captains = await query<{ username: string }>(
    url,
    // The demo's captains (their password is DEMO_PASSWORD), not the accounts an earlier run of the mix made.
    `SELECT username FROM users WHERE (doc->>'role_id')::int = 3 AND doc->>'status' = 'active' AND doc->>'team_id' IS NOT NULL AND username NOT LIKE 'carga.%' ORDER BY id DESC LIMIT 40`,
  );
  const tokens: string[] = [];
  for (const { username } of captains.slice(0, quick ? 8 : 40)) {
    const login = await post(base, '/api/auth/login', { username, password: DEMO_PASSWORD });
    if (login.body?.data?.accessToken) tokens.push(login.body.data.accessToken);
  }
  const admin = (await post(base, '/api/auth/login', { username: 'admin.sistema', password: DEMO_PASSWORD })).body?.data?.accessToken;
  if (!admin || tokens.length === 0) throw new Error('No se pudo iniciar sesión como administrador o capitán para la carga');
  const [institution] = await query<{ id: number }>(url, `SELECT id FROM institutions ORDER BY id LIMIT 1`);

  const json = { 'content-type': 'application/json' };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  let captainTurn = 0;
  let fresh = 0;
  const run = `${label.replace(/\W/g, '')}${Date.now() % 100000}`;
  const acknowledged = { accounts: [] as string[], teams: [] as string[] };

  type Ctx = { token?: string; n?: number };
  const asCaptain = (request: autocannon.Request, context: Ctx) => {
    context.token ??= tokens[captainTurn++ % tokens.length]!;
    return { ...request, headers: { ...request.headers, ...bearer(context.token) } };
  };
  const setToken = (status: number, body: string, context: Ctx) => {
    if (status === 201) context.token = (JSON.parse(body) as { data: { accessToken: string } }).data.accessToken;
  };
  const n = (context: Ctx) => context.n!;
  const person = (i: number) => ({
    dni: String(60_000_000 + i),
    first_name: 'Carga',
    last_name: `Prueba${i}`,
    primary_phone_number: '3415550000',
    licence_number: null,
    email: null,
    birth_date: '1990-05-05',
    gender: 'M',
  });

  const total = CONNECTIONS;
  const plan = {
    reads: Math.round(total * 0.5),
    'admin-teams': 2,
    'admin-lists': 2,
    signin: Math.max(1, Math.round(total * 0.06)),
    writes: 0,
  };
  plan.writes = total - plan.reads - plan['admin-teams'] - plan['admin-lists'] - plan.signin;
  if (readsOnly) {
    // LOAD_MIX=reads: no writes and no sign-ins, to see what the reads get without them.
    plan.reads += plan.writes + plan.signin;
    plan.writes = 0;
    plan.signin = 0;
  }
  const common = { url: base, duration: seconds, headers: { 'accept-encoding': 'gzip' } };
  const started = performance.now();
  const runs = {
    reads: cannon(
      {
        ...common,
        connections: plan.reads,
        requests: [
          { method: 'GET', path: '/api/competitions', setupRequest: asCaptain as autocannon.Request['setupRequest'] },
          { method: 'GET', path: '/api/teams/progress', setupRequest: asCaptain as autocannon.Request['setupRequest'] },
          { method: 'GET', path: '/api/teams', setupRequest: asCaptain as autocannon.Request['setupRequest'] },
        ],
      },
      started,
    ),
    'admin-teams': cannon({ ...common, connections: plan['admin-teams'], requests: [{ method: 'GET', path: '/api/teams', headers: { ...common.headers, ...bearer(admin) } }] }, started),
    'admin-lists': cannon(
      {
        ...common,
        connections: plan['admin-lists'],
        requests: [
          { method: 'GET', path: '/api/payments', headers: { ...common.headers, ...bearer(admin) } },
          { method: 'GET', path: '/api/payments/transfer/pending', headers: { ...common.headers, ...bearer(admin) } },
        ],
      },
      started,
    ),
    signin: !plan.signin ? nothing() : cannon(
      {
        ...common,
        connections: plan.signin,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            setupRequest: ((request: autocannon.Request) => ({
              ...request,
              headers: { ...request.headers, ...json },
              body: JSON.stringify({ username: captains[captainTurn++ % captains.length]!.username, password: DEMO_PASSWORD }),
            })) as autocannon.Request['setupRequest'],
          },
        ],
      },
      started,
    ),
    writes: !plan.writes ? nothing() : cannon(
      {
        ...common,
        connections: plan.writes,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/register',
            setupRequest: ((request: autocannon.Request, context: Ctx) => {
              context.n = ++fresh;
              context.token = undefined;
              return { ...request, headers: { ...request.headers, ...json }, body: JSON.stringify({ username: `carga.${run}.${context.n}`, password: 'Registro2026!' }) };
            }) as autocannon.Request['setupRequest'],
            onResponse: ((status: number, body: string, context: Ctx) => {
              if (status === 201) acknowledged.accounts.push(`carga.${run}.${n(context)}`);
              setToken(status, body, context);
            }) as autocannon.Request['onResponse'],
          },
          {
            method: 'POST',
            path: '/api/auth/activate',
            setupRequest: ((request: autocannon.Request, context: Ctx) =>
              context.token
                ? {
                    ...request,
                    headers: { ...request.headers, ...json, ...bearer(context.token) },
                    body: JSON.stringify({ personal_info: person(n(context) * 3 + runOffset(run)), addresses: [{ address_line: 'San Martín 1234', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' }] }),
                  }
                : null) as unknown as autocannon.Request['setupRequest'],
          },
          {
            method: 'POST',
            path: '/api/teams',
            setupRequest: ((request: autocannon.Request, context: Ctx) =>
              context.token
                ? { ...request, headers: { ...request.headers, ...json, ...bearer(context.token) }, body: JSON.stringify({ name: `Carga ${run} ${n(context)}`, institution_id: institution!.id }) }
                : null) as unknown as autocannon.Request['setupRequest'],
            onResponse: ((status: number, body: string, context: Ctx) => {
              if (status === 201) acknowledged.teams.push(`Carga ${run} ${n(context)}`);
              setToken(status, body, context);
            }) as autocannon.Request['onResponse'],
          },
          {
            method: 'POST',
            path: '/api/boats',
            setupRequest: ((request: autocannon.Request, context: Ctx) =>
              context.token
                ? {
                    ...request,
                    headers: { ...request.headers, ...json, ...bearer(context.token) },
                    body: JSON.stringify({ name: `Lancha ${n(context) % 1000}`, registration_number: `REG-${run}-${n(context)}`, engine_brand: 'Yamaha', hp: 90, has_radio: true, is_yacht: false }),
                  }
                : null) as unknown as autocannon.Request['setupRequest'],
          },
          {
            method: 'POST',
            path: '/api/team_members/register',
            setupRequest: ((request: autocannon.Request, context: Ctx) =>
              context.token
                ? {
                    ...request,
                    headers: { ...request.headers, ...json, ...bearer(context.token) },
                    body: JSON.stringify({ ...person(n(context) * 3 + 1 + runOffset(run)), is_helmsman: false, member_category: null, blood_type: null }),
                  }
                : null) as unknown as autocannon.Request['setupRequest'],
          },
        ],
      },
      started,
    ),
  };
  const kinds = Object.keys(runs) as (keyof typeof runs)[];
  const done = await Promise.all(kinds.map((kind) => runs[kind]));
  const byKind = Object.fromEntries(kinds.map((kind, i) => [kind, stats(kind, plan[kind], done[i]!.samples, done[i]!.result, seconds)])) as Record<keyof typeof runs, KindStats>;
  const series = Object.fromEntries(kinds.map((kind, i) => [kind, done[i]!.samples])) as Record<keyof typeof runs, Sample[]>;
  return { byKind, series, acknowledged };
}

/** A different DNI range per run, so the runs of one benchmark never collide on a person. */
const offsets = new Map<string, number>();
const runOffset = (run: string) => {
  if (!offsets.has(run)) offsets.set(run, offsets.size * 1_000_000);
  return offsets.get(run)!;
};

/** Every acknowledged create is there exactly once. */
async function checkRows(url: string, acknowledged: { accounts: string[]; teams: string[] }) {
  const accounts = await query<{ username: string; n: string }>(url, `SELECT username, count(*) AS n FROM users WHERE username = ANY($1) GROUP BY username`, [acknowledged.accounts]);
  const teams = await query<{ name: string; n: string }>(url, `SELECT doc->>'name' AS name, count(*) AS n FROM teams WHERE doc->>'name' = ANY($1) GROUP BY 1`, [acknowledged.teams]);
  const lost = acknowledged.accounts.length - accounts.length + (acknowledged.teams.length - teams.length);
  const duplicated = [...accounts, ...teams].filter((row) => Number(row.n) !== 1).length;
  return { accounts: acknowledged.accounts.length, teams: acknowledged.teams.length, lost, duplicated };
}

function chart(phases: { label: string; series: Record<string, Sample[]> }[]): string {
  const width = 640;
  const height = 220;
  const colours: Record<string, string> = { reads: '#1f6feb', writes: '#d1242f', 'admin-teams': '#8250df', signin: '#bf8700' };
  const lines: string[] = [];
  const perSecond = (samples: Sample[]) => {
    const buckets = new Map<number, number[]>();
    for (const s of samples) {
      const second = Math.floor(s.t);
      if (!buckets.has(second)) buckets.set(second, []);
      buckets.get(second)!.push(s.ms);
    }
    return [...buckets.entries()].sort((a, b) => a[0] - b[0]).map(([second, values]) => [second, percentile(values.sort((a, b) => a - b), 99)] as const);
  };
  const all = phases.flatMap((phase) => Object.entries(phase.series).filter(([kind]) => kind in colours).flatMap(([, samples]) => perSecond(samples).map(([, v]) => v)));
  const top = Math.max(100, ...all);
  const panel = width / phases.length;
  phases.forEach((phase, index) => {
    const x0 = index * panel + 40;
    const span = panel - 50;
    lines.push(`<text x="${x0}" y="14" font-size="12">${phase.label}</text>`);
    lines.push(`<line x1="${x0}" y1="${height - 20}" x2="${x0 + span}" y2="${height - 20}" stroke="#999"/>`);
    for (const [kind, samples] of Object.entries(phase.series)) {
      if (!(kind in colours)) continue;
      const points = perSecond(samples);
      const maxT = Math.max(1, ...points.map(([t]) => t));
      const path = points.map(([t, v]) => `${round(x0 + (t / maxT) * span)},${round(height - 20 - (v / top) * (height - 40))}`).join(' ');
      lines.push(`<polyline fill="none" stroke="${colours[kind]}" stroke-width="1.5" points="${path}"/>`);
    }
  });
  const legend = Object.entries(colours).map(([kind, colour], i) => `<text x="${40 + i * 110}" y="${height - 4}" font-size="11" fill="${colour}">${kind} p99</text>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<title>npm run load: latencia p99 por segundo (ms, tope ${Math.round(top)} ms)</title>`,
    `<text x="2" y="32" font-size="10">${Math.round(top)} ms</text><text x="2" y="${height - 22}" font-size="10">0</text>`,
    ...lines,
    ...legend,
    '</svg>',
  ].join('\n');
}

const table = (rows: KindStats[]) =>
  rows.map((r) => `  ${r.kind.padEnd(12)} ${String(r.connections).padStart(3)} con  ${String(r.rps).padStart(7)} rps  p50 ${String(r.p50).padStart(6)}  p95 ${String(r.p95).padStart(6)}  p99 ${String(r.p99).padStart(6)} ms  no-2xx ${r.non2xx}  ${r.bytesPerRequest} B/sol`).join('\n');

const cluster = await startCluster();
const site = mkdtempSync(path.join(tmpdir(), 'pesca-load-site-'));
chmodSync(site, 0o755);
let stack: Stack | null = null;
try {
  const url = cluster.url;
  const env = { JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn', DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '10' };
  console.info(`load: PostgreSQL ${cluster.port}, sembrando la demo + ${SCALE} equipos…`);
  const seeding = performance.now();
  const seeder = await startApiProcess({ ...env, DATABASE_URL: url, PORT: String(await freePort()), SEED: 'demo', MOCK_SCALE: String(SCALE) }, { quiet: true, timeoutMs: 600_000 });
  await seeder.stop();
  const [counts] = await query<{ teams: string; users: string }>(url, `SELECT (SELECT count(*) FROM teams) AS teams, (SELECT count(*) FROM users) AS users`);
  console.info(`load: sembrado en ${round((performance.now() - seeding) / 1000)} s: ${counts!.teams} equipos, ${counts!.users} usuarios`);

  // Ceilings, same machine, same run.
  spawnSync(path.join(cluster.bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', 'pgbench']);
  pgbench(cluster, ['-i', '-q', '-s', quick ? '1' : '10', 'pgbench']);
  const benchSeconds = String(Math.max(2, Math.round(SECONDS / 2)));
  const selectOnly = pgbench(cluster, ['-S', '-c', '8', '-j', '2', '-T', benchSeconds, 'pgbench']);
  const simpleUpdate = pgbench(cluster, ['-N', '-c', '8', '-j', '2', '-T', benchSeconds, 'pgbench']);
  console.info(`load: pgbench select-only ${round(selectOnly)} tps, simple-update ${round(simpleUpdate)} tps`);

  const phases: { label: string; processes: number; healthz: KindStats; byKind: Record<string, KindStats>; rows: Awaited<ReturnType<typeof checkRows>>; series: Record<string, Sample[]>; adminTeamsPayload: { gzip: number; raw: number } }[] = [];
  for (const processes of PROCESS_COUNTS) {
    stack = await startStack(url, processes, site, env);
    const base = stack.nginx.url;
    const label = `${processes} proceso${processes > 1 ? 's' : ''}`;
    const h = await cannon({ url: `${base}/healthz`, connections: CONNECTIONS, duration: Math.max(2, Math.round(SECONDS / 2)) }, performance.now());
    const healthz = stats('healthz', CONNECTIONS, h.samples, h.result, Math.max(2, Math.round(SECONDS / 2)));
    // The admin's 5,000-team list: its payload raw and gzip through nginx.
    const adminToken = (await post(base, '/api/auth/login', { username: 'admin.sistema', password: DEMO_PASSWORD })).body!.data!.accessToken!;
    const gzipBytes = await bytesOnTheWire(`${base}/api/teams`, adminToken, 'gzip');
    const raw = await bytesOnTheWire(`${base}/api/teams`, adminToken, 'identity');
    const { byKind, series, acknowledged } = await mix(base, url, label, SECONDS);
    await stack.close();
    stack = null;
    const rows = await checkRows(url, acknowledged);
    phases.push({ label, processes, healthz, byKind, rows, series, adminTeamsPayload: { gzip: gzipBytes, raw } });
    console.info(`\nload: ${label}, ${CONNECTIONS} conexiones, ${SECONDS} s`);
    console.info(table([healthz, ...Object.values(byKind)]));
    console.info(`  /api/teams del administrador: ${Math.round(raw / 1024)} KiB, ${Math.round(gzipBytes / 1024)} KiB gzip`);
    console.info(`  filas: ${rows.accounts} cuentas y ${rows.teams} equipos confirmados; faltan ${rows.lost}, duplicadas ${rows.duplicated}`);
  }

  const last = phases.at(-1)!;
  const writes = last.byKind.writes!;
  const reads = last.byKind.reads!;
  const fiveXX = phases.reduce((sum, phase) => sum + Object.values(phase.series).flat().filter((s) => s.status >= 500).length, 0);
  const errors = fiveXX + phases.reduce((sum, phase) => sum + Object.values(phase.byKind).reduce((s, k) => s + k.errors + k.timeouts, 0), 0);
  const lost = phases.reduce((sum, phase) => sum + phase.rows.lost + phase.rows.duplicated, 0);
  const summary = {
    measuredAt: new Date().toISOString(),
    machine: { cores: (await import('node:os')).cpus().length, note: 'shared machine unless stated otherwise' },
    quick,
    scale: SCALE,
    seconds: SECONDS,
    connections: CONNECTIONS,
    ceilings: { pgbenchSelectOnlyTps: round(selectOnly), pgbenchSimpleUpdateTps: round(simpleUpdate) },
    phases: phases.map(({ series: _series, ...phase }) => ({
      ...phase,
      ratios: { readsPerHealthz: round(phase.byKind.reads!.rps / phase.healthz.rps, 3), writesPerPgbench: round(phase.byKind.writes!.rps / simpleUpdate, 3) },
    })),
    errors,
    lost,
  };
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/load.json', `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync('reports/load.svg', chart(phases.map((phase) => ({ label: phase.label, series: phase.series }))));
  console.info('\nload: reports/load.json y reports/load.svg escritos');
  console.info(
    `load: reads p99 ${reads.p99} ms, writes p99 ${writes.p99} ms, reads/healthz ${round(reads.rps / last.healthz.rps, 3)}, writes/pgbench ${round(writes.rps / simpleUpdate, 3)}, errors ${errors}, lost ${lost}`,
  );
} finally {
  await stack?.close().catch(() => undefined);
  cluster.stop();
  rmSync(site, { recursive: true, force: true });
}
