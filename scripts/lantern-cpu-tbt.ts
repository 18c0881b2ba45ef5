/**
 * Diagnostic for issue 30 (docs/perf-history.md): Lighthouse's TBT on a page, and the same run
 * simulated again with each main-thread task's CPU time in place of its wall time. Lighthouse
 * counts four times each task's wall time, which on a shared 2-core machine includes waiting for a
 * core; the CPU figure leaves that out, so two builds can be compared with a few runs. Each run
 * saves Lighthouse's artifacts, rewrites the trace's task durations, and audits them again.
 * Same setup as `npm run perf` (production build in dist/ behind nginx, the worker active).
 * Usage: PERF_PORT=4650 npx tsx scripts/lantern-cpu-tbt.ts [path] [demo account] [runs]
 * (default: /dashboard/teams clientAdmin 4; path / measures the sign-in page signed out).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { DemoAccountKey } from '../mocks/demo-accounts';
import { atLowestPriority, launchForLighthouse, signInWithForm, startProductionServe } from './perf-serve';
import { median, runsAgain } from './perf-summary';

const PORT = Number(process.env.PERF_PORT ?? 4650);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const [path = '/dashboard/teams', account = 'clientAdmin', runsArg = '4'] = process.argv.slice(2);
const signedIn = path !== '/';
const settings = { onlyCategories: ['performance'], disableStorageReset: signedIn, logLevel: 'error' as const };

type Trace = { traceEvents: { name: string; ph: string; dur?: number; tdur?: number }[] };

/** Each top-level task lasts its CPU time (the simulation reads a task's length from `dur`). */
function withCpuTimes(trace: Trace): Trace {
  for (const e of trace.traceEvents) if (e.ph === 'X' && e.name === 'RunTask' && e.dur && typeof e.tdur === 'number') e.dur = Math.max(1, e.tdur);
  return trace;
}

/**
 * One Lighthouse run and its CPU-time re-simulation. A run whose trace Lighthouse failed to record
 * (it happens now and then, whatever the page) is run again, as `npm run perf` does (perf-summary.ts).
 */
async function measureOnce(run: number, attempt = 1): Promise<{ wall: number; cpu: number } | undefined> {
  const artifacts = mkdtempSync(join(tmpdir(), 'lantern-cpu-run-'));
  try {
    const measured = await lighthouse(`${ORIGIN}${path}`, { ...settings, port: PORT + 1, gatherMode: artifacts, auditMode: artifacts });
    const failure = measured?.lhr.runtimeError;
    if (failure) {
      const again = runsAgain(failure, attempt);
      console.info(`corrida ${run}: Lighthouse: ${failure.code} (${again ? 'se repite' : 'no cuenta'})`);
      return again ? measureOnce(run, attempt + 1) : undefined;
    }
    const traceFile = join(artifacts, readdirSync(artifacts).find((f) => f.endsWith('.trace.json'))!);
    writeFileSync(traceFile, JSON.stringify(withCpuTimes(JSON.parse(readFileSync(traceFile, 'utf8')) as Trace)));
    const resimulated = await lighthouse(undefined, { ...settings, auditMode: artifacts });
    return {
      wall: measured!.lhr.audits['total-blocking-time']!.numericValue!,
      cpu: resimulated!.lhr.audits['total-blocking-time']!.numericValue!,
    };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

const server = await startProductionServe(PORT);
const profile = mkdtempSync(join(tmpdir(), 'lantern-cpu-'));
const context = await launchForLighthouse(profile, PORT + 1);
const wall: number[] = [];
const cpu: number[] = [];
try {
  if (signedIn) await signInWithForm(context.pages()[0] ?? (await context.newPage()), ORIGIN, account as DemoAccountKey);
  // As `npm run perf` measures: Lighthouse gives the cores to the browser (atLowestPriority).
  await atLowestPriority(async () => {
    for (let run = 1; run <= Number(runsArg); run++) {
      const measured = await measureOnce(run);
      if (!measured) continue;
      wall.push(measured.wall);
      cpu.push(measured.cpu);
      console.info(`corrida ${run}: TBT ${Math.round(measured.wall)} ms; con el tiempo de CPU de cada tarea, ${Math.round(measured.cpu)} ms`);
    }
  });
  if (wall.length === 0) {
    console.error(`${path}: ninguna corrida de Lighthouse terminó bien; no hay medición.`);
    process.exitCode = 1;
  } else console.info(`${path}: TBT mediana ${Math.round(median(wall))} ms; con tiempos de CPU, mediana ${Math.round(median(cpu))} ms`);
} finally {
  await context.close();
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}
