/**
 * Diagnostic for issue 30 (not a benchmark `npm test` runs; docs/perf-history.md tells what it
 * found): Lighthouse's simulated TBT is four times each main-thread task's *wall* time, so on this
 * shared 2-core machine it follows the other jobs' load more than the app. This traces the same
 * signed-in dashboard deep links as `npm run perf` (production build served by nginx, the offline
 * worker controlling the page) and reports, per run:
 * - cpuTBT: each main-thread task's CPU time (the trace's `tdur`) × 4, minus 50 ms, summed from FCP:
 *   what Lighthouse would count on an idle machine;
 * - the main thread's CPU from FCP, and the CPU of every browser process during the load.
 * Usage: PERF_PORT=4540 npx tsx scripts/tbt-trace.ts [--runs N] [--only <página>] [--verbose]
 * (--verbose lists each task over SHOW_MS simulated ms with what it spent its time on; FROM_NAV=1
 * counts from the navigation instead of FCP; DEBUGGER=1 attaches the debugger as Lighthouse does, so V8
 * compiles without its code cache; PROFILE=<file> writes the self time per function of a
 * sampling profile, all threads; TRACE_DUMP=<prefix> keeps the raw traces). Builds nothing: dist/.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import LighthouseTrace from 'lighthouse/core/gather/gatherers/trace.js';
import type { DemoAccountKey } from '../mocks/demo-accounts';
import { signInWithForm, startProductionServe } from './perf-serve';

const PORT = Number(process.env.PERF_PORT ?? 4540);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 5);
const only = argValue('--only');
const VERBOSE = process.argv.includes('--verbose');
const allTargets: { name: string; path: string; account: DemoAccountKey }[] = [
  { name: 'dueno-inicio', path: '/dashboard', account: 'ownerCompleteTeam' },
  { name: 'dueno-competencia', path: '/dashboard/competitions', account: 'ownerCompleteTeam' },
  { name: 'admin-equipos', path: '/dashboard/teams', account: 'clientAdmin' },
];
const targets = allTargets.filter((t) => !only || t.name === only);

/** CPU time (ms) used so far by every process whose command line names `marker` (the browser's profile). */
function cpuOf(marker: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}



type Ev = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> };

function analyse(events: Ev[]) {
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, (e.args as { name: string }).name);
  const fcps = events.filter((e) => e.name === 'firstContentfulPaint');
  const fcp = fcps.at(-1);
  if (process.env.FROM_NAV) fcps.length = 0;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  // The page's renderer: the one with FCP, else the busiest.
  const pid = fcp?.pid ?? tasks.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0]?.pid;
  const from = process.env.FROM_NAV ? Math.min(...tasks.filter((e) => e.pid === pid).map((e) => e.ts)) : (fcp?.ts ?? 0);
  const main = tasks.filter((e) => e.pid === pid && e.ts >= from);
  let tbt = 0;
  let cpu = 0;
  for (const t of main) {
    const sim = ((t.tdur ?? t.dur ?? 0) / 1000) * 4;
    cpu += (t.tdur ?? 0) / 1000;
    if (sim > 50) tbt += sim - 50;
  }
  const top = main
    .filter((t) => ((t.tdur ?? 0) / 1000) * 4 > Number(process.env.SHOW_MS ?? 50))
    .map((t) => {
      const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e !== t);
      const kinds = new Map<string, number>();
      for (const e of inside) {
        const label =
          e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule'
            ? `${e.name} ${String((e.args?.data as { url?: string } | undefined)?.url ?? '').split('/').pop()}`
            : e.name === 'FunctionCall'
              ? `FunctionCall ${String((e.args?.data as { url?: string; functionName?: string } | undefined)?.functionName ?? '')}@${String((e.args?.data as { url?: string } | undefined)?.url ?? '').split('/').pop()}`
              : e.name;
        kinds.set(label, (kinds.get(label) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const summary = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${v.toFixed(1)}`).join('; ');
      return { at: ((t.ts - from) / 1000).toFixed(0), cpu: ((t.tdur ?? 0) / 1000).toFixed(1), wall: ((t.dur ?? 0) / 1000).toFixed(1), summary };
    });
  return { tbt, cpu, top, tasks: main.length, fcpAt: fcp ? ((fcp.ts - from) / 1000).toFixed(0) : 'none' };
}

/** Self time by function (url:line:column), from the renderer main thread's sampling profile. */
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; parent?: number };
const selfTime = new Map<string, number>();
function profileSummary(events: Ev[]) {
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, (e.args as { name: string }).name);
  const nodes = new Map<string, ProfileNode>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    void threadNames;
    const data = (e.args as { data: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } }).data;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(`${e.pid}:${(e as { id?: string }).id}:${n.id}`, n);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const n = nodes.get(`${e.pid}:${(e as { id?: string }).id}:${id}`);
      if (!n) return;
      const f = n.callFrame;
      const key = `${(f.url ?? '').split('/').pop()}:${f.lineNumber}:${f.columnNumber}:${f.functionName}`;
      selfTime.set(key, (selfTime.get(key) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000);
    });
  }
}

const server = await startProductionServe(PORT);
try {
  for (const target of targets) {
    const profile = mkdtempSync(join(tmpdir(), 'trace-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const tab = context.pages()[0] ?? (await context.newPage());
      await signInWithForm(tab, ORIGIN, target.account);
      // A first visit: the worker installs and caches (Lighthouse's first run comes after sign-in too).
      await tab.goto(`${ORIGIN}${target.path}`);
      await tab.waitForTimeout(3000);
      const results: number[] = [];
      const cpus: number[] = [];
      const browserCpu: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await tab.goto('about:blank');
        const browser = context.browser();
        const cdp = await context.newCDPSession(tab);
        const chunks: Ev[] = [];
        // As Lighthouse has it: with the debugger attached, V8 does not use its code cache.
        if (process.env.DEBUGGER) await cdp.send('Debugger.enable');
        cdp.on('Tracing.dataCollected', (data) => chunks.push(...(data.value as unknown as Ev[])));
        const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', {
          categories: [
            ...(process.env.PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
            ...(process.env.LIGHTHOUSE_CATEGORIES ? LighthouseTrace.getDefaultTraceCategories() : []),
            'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'loading', 'blink.user_timing', '__metadata',
          ].join(','),
          options: 'sampling-frequency=10000',
          transferMode: 'ReportEvents',
        } as never);
        void browser;
        const cpuBefore = cpuOf(profile);
        await tab.goto(`${ORIGIN}${target.path}`, { waitUntil: 'load' });
        await tab.waitForTimeout(4000);
        browserCpu.push(cpuOf(profile) - cpuBefore);
        await cdp.send('Tracing.end');
        await done;
        await cdp.detach();
        const r = analyse(chunks);
        if (process.env.PROFILE) profileSummary(chunks);
        if (process.env.TRACE_DUMP) writeFileSync(`${process.env.TRACE_DUMP}-${target.name}-${i}.json`, JSON.stringify(chunks));
        results.push(r.tbt);
        cpus.push(r.cpu);
        if (VERBOSE) {
          console.info(`  run ${i + 1}: cpuTBT ${r.tbt.toFixed(0)} ms, main-thread cpu ${r.cpu.toFixed(0)} ms, ${r.tasks} tasks, fcp at ${r.fcpAt}`);
          for (const t of r.top) console.info(`    +${t.at} ms cpu ${t.cpu} (wall ${t.wall}): ${t.summary}`);
        }
      }
      const sorted = [...results].sort((a, b) => a - b);
      const cs = [...cpus].sort((a, b) => a - b);
      console.info(
        `${target.name}: cpuTBT median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)}); main cpu median ${cs[Math.floor(cs.length / 2)]!.toFixed(0)} ms; browser cpu (all processes) median ${[...browserCpu].sort((a, b) => a - b)[Math.floor(browserCpu.length / 2)]} ms [${browserCpu.join(' ')}]`,
      );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
} finally {
  server.kill();
}
if (process.env.PROFILE) writeFileSync(process.env.PROFILE, JSON.stringify([...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 400)));
