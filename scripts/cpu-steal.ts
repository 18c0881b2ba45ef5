import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, in ticks: all of it, and what the virtual machine's host took (steal). */
export type CpuTimes = { total: number; steal: number };

/** The machine's line of /proc/stat ('cpu  user nice system idle iowait irq softirq steal guest guest_nice'). */
export function parseProcStat(text: string): CpuTimes {
  const fields = text.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // Guest time is already counted in user and nice: the first eight fields are all of it.
  return { total: fields.slice(0, 8).reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 };
}

/** Read from /proc/stat (Linux); null where there is none. */
export function cpuTimes(): CpuTimes | null {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The share of the CPU the host took between two readings, in percent: on a shared virtual
 * machine the page's tasks wait for it too, and Lighthouse counts their wall time four times.
 */
export function stealPercent(before: CpuTimes | null, after: CpuTimes | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}
