import { describe, expect, it } from 'vitest';
import { between, parseSchedstat, rendererPids, type Sample } from '../../../scripts/main-thread-wait';

describe("how long the page's main thread waited for a core during a perf run (scripts/main-thread-wait.ts)", () => {
  it("reads a thread's schedstat: ns on the CPU, then ns waiting on a run queue", () => {
    expect(parseSchedstat('253309431 22353405 526\n')).toEqual({ runNs: 253309431, waitNs: 22353405 });
    expect(parseSchedstat('')).toBeNull();
  });

  it("finds the renderers of the browser whose command line names the profile, not another browser's", () => {
    const nul = '\0';
    const all = [
      { pid: 10, ppid: 1, cmdline: `/usr/bin/chromium${nul}--user-data-dir=/tmp/perf-chromium-A${nul}--headless=new` },
      { pid: 11, ppid: 10, cmdline: `/usr/bin/chromium${nul}--type=zygote` },
      { pid: 12, ppid: 11, cmdline: `/usr/bin/chromium${nul}--type=zygote` },
      // Listed before its parent: found all the same.
      { pid: 9, ppid: 12, cmdline: `/usr/bin/chromium${nul}--type=renderer${nul}--renderer-client-id=5` },
      { pid: 13, ppid: 12, cmdline: `/usr/bin/chromium${nul}--type=renderer${nul}--renderer-client-id=6` },
      { pid: 14, ppid: 10, cmdline: `/usr/bin/chromium${nul}--type=gpu-process` },
      { pid: 20, ppid: 1, cmdline: `/usr/bin/chromium${nul}--user-data-dir=/tmp/other-profile` },
      { pid: 21, ppid: 20, cmdline: `/usr/bin/chromium${nul}--type=renderer` },
    ];
    expect(rendererPids(all, '/tmp/perf-chromium-A').sort()).toEqual([13, 9].sort());
  });

  it('counts what each thread added within the load, from the readings around it; a renderer born meanwhile counts from zero', () => {
    const at = (atMs: number, threads: [number, number, number][]): Sample => ({ atMs, threads: new Map(threads.map(([pid, run, wait]) => [pid, { runNs: run * 1e6, waitNs: wait * 1e6 }])) });
    const samples = [
      at(0, [[9, 100, 10]]),
      at(25, [[9, 120, 15]]),
      at(50, [[9, 200, 40], [13, 30, 5]]),
      // Renderer 9 exited: it keeps what the last reading saw.
      at(75, [[13, 80, 25]]),
      at(100, [[13, 90, 30]]),
    ];
    // From the reading at 25 to the one at 75: 9 added 80/25, 13 (born after 25) 80/25.
    expect(between(samples, 30, 80)).toEqual({ runMs: 160, waitMs: 50 });
    expect(between(samples, 0, 100)).toEqual({ runMs: 100 + 90, waitMs: 30 + 30 });
  });
});
