import { readdirSync, readFileSync } from 'node:fs';

/**
 * How long the measured page's main thread waited for a core (issue 30). Lighthouse's simulated
 * TBT counts each main-thread task four times its *wall* time, and on a shared 2-core machine a
 * task's wall time is its CPU time plus the time the thread was ready to run and waited for a
 * core (other processes, the browser's other threads, the host). Linux keeps both per thread in
 * /proc/<pid>/task/<tid>/schedstat; a renderer's main thread is its first thread (tid = pid).
 * `npm run perf` prints this wait next to each run's TBT, so a batch measured on a busy machine
 * shows as one, run by run.
 */
export type ThreadTimes = { runNs: number; waitNs: number };

/** '<ns on the CPU> <ns waiting on a run queue> <time slices>' */
export function parseSchedstat(text: string): ThreadTimes | null {
  const [run, wait] = text.trim().split(/\s+/).map(Number);
  return Number.isFinite(run) && Number.isFinite(wait) ? { runNs: run!, waitNs: wait! } : null;
}

type Proc = { pid: number; ppid: number; cmdline: string };

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      out.push({ pid: Number(name), ppid, cmdline: readFileSync(`/proc/${name}/cmdline`, 'utf8') });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The renderer processes of the browser whose command line names `marker` (its profile folder). */
export function rendererPids(all: readonly Proc[], marker: string): number[] {
  const roots = all.filter((p) => p.cmdline.includes(marker) && !p.cmdline.includes('--type=')).map((p) => p.pid);
  const inTree = new Set(roots);
  // Children are listed after their parents only by chance: walk until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  return all.filter((p) => inTree.has(p.pid) && p.cmdline.includes('--type=renderer')).map((p) => p.pid);
}

/** One reading of every renderer main thread, at `atMs` on the monotonic clock Chromium's trace uses too. */
export type Sample = { atMs: number; threads: ReadonlyMap<number, ThreadTimes> };

/**
 * What the threads added between `fromMs` and `toMs`, in ms, from the readings around them: each
 * thread from its last reading at or before `fromMs` (none: born after, so from zero) to its last
 * at or before `toMs`.
 */
export function between(samples: readonly Sample[], fromMs: number, toMs: number) {
  const atOrBefore = (t: number) => {
    const latest = new Map<number, ThreadTimes>();
    for (const sample of samples) {
      if (sample.atMs > t) break;
      for (const [pid, times] of sample.threads) latest.set(pid, times);
    }
    return latest;
  };
  const begin = atOrBefore(fromMs);
  let run = 0;
  let wait = 0;
  for (const [pid, end] of atOrBefore(toMs)) {
    const start = begin.get(pid) ?? { runNs: 0, waitNs: 0 };
    run += end.runNs - start.runNs;
    wait += end.waitNs - start.waitNs;
  }
  return { runMs: run / 1e6, waitMs: wait / 1e6 };
}

/** Now on the monotonic clock, in ms (Chromium's trace timestamps are the same clock, in µs). */
export const monotonicMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;

/**
 * Reads the renderers' main threads every `everyMs` between `start()` and `stop()`; `during()`
 * then tells what they spent on a core and waiting for one in a stretch of that time (a page
 * load, from its trace). A renderer that exits keeps what its last reading saw. Walking /proc
 * for the browser's renderers costs ~2 ms of CPU, so it is done every `rescanEvery` readings
 * (a renderer found late loses nothing: it counts from zero, its start).
 */
export class MainThreadWait {
  private readonly samples: Sample[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private renderers: number[] = [];
  private readings = 0;

  constructor(
    private readonly marker: string,
    private readonly everyMs = 25,
    private readonly rescanEvery = 8,
  ) {}

  private sample(rescan = this.readings % this.rescanEvery === 0) {
    this.readings += 1;
    if (rescan) this.renderers = rendererPids(processes(), this.marker);
    const threads = new Map<number, ThreadTimes>();
    for (const pid of this.renderers) {
      try {
        const times = parseSchedstat(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8'));
        if (times) threads.set(pid, times);
      } catch {
        // exited meanwhile
      }
    }
    this.samples.push({ atMs: monotonicMs(), threads });
  }

  start() {
    this.sample(true);
    this.timer = setInterval(() => this.sample(), this.everyMs);
  }

  stop() {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    this.sample(true);
  }

  /** Null where /proc has no schedstat (no renderer was ever read). */
  during(fromMs: number, toMs: number): { runMs: number; waitMs: number } | null {
    if (!this.samples.some((sample) => sample.threads.size > 0)) return null;
    return between(this.samples, fromMs, toMs);
  }
}
