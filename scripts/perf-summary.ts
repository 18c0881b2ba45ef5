/** How `npm run perf` sums up a page's runs (issue 30): each metric's median and its spread. */
export const PERF_DEFAULT_RUNS = 5;

export type Metrics = { score: number; fcp: number; lcp: number; tbt: number; cls: number };
/** The lowest and highest value of each metric over the runs. */
export type Spread = Record<keyof Metrics, [number, number]>;
const metrics = ['score', 'fcp', 'lcp', 'tbt', 'cls'] as const;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each metric's own median (not one run's figures) and its min–max over the runs. */
export function summarizeRuns(runs: readonly Metrics[]): { medians: Metrics; spread: Spread } {
  if (runs.length === 0) throw new Error('Sin corridas');
  const medians = Object.fromEntries(metrics.map((m) => [m, median(runs.map((r) => r[m]))])) as Metrics;
  const spread = Object.fromEntries(metrics.map((m) => [m, [Math.min(...runs.map((r) => r[m])), Math.max(...runs.map((r) => r[m]))]])) as Spread;
  return { medians, spread };
}

/**
 * Lighthouse's own trace recording fails now and then, whatever the page (a few runs in a hundred
 * here): 'Something went wrong with recording the trace over your page load. Please run Lighthouse
 * again.' Such a run is run again, up to three attempts; any other error ends the measurement.
 */
const TRACE_RECORDING_ERRORS = ['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL'];
export const LIGHTHOUSE_ATTEMPTS = 3;

export function runsAgain(runtimeError: { code: string } | undefined, attempt: number): boolean {
  return runtimeError !== undefined && TRACE_RECORDING_ERRORS.includes(runtimeError.code) && attempt < LIGHTHOUSE_ATTEMPTS;
}
