import { describe, expect, it } from 'vitest';
import { median, PERF_DEFAULT_RUNS, runsAgain, summarizeRuns } from '../../../scripts/perf-summary';

/** Issue 30: `npm run perf` reports 5 runs per page as each metric's median and its spread. */
describe('npm run perf: median and spread of the runs', () => {
  it('runs 5 times by default', () => expect(PERF_DEFAULT_RUNS).toBe(5));

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 90, 120, 60, 149])).toBe(120);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it("gives each metric its own median, not one run's figures, and its min–max", () => {
    const runs = [
      { score: 98, fcp: 300, lcp: 500, tbt: 150, cls: 0 },
      { score: 100, fcp: 320, lcp: 450, tbt: 40, cls: 0.01 },
      { score: 95, fcp: 310, lcp: 700, tbt: 90, cls: 0 },
      { score: 99, fcp: 290, lcp: 520, tbt: 60, cls: 0 },
      { score: 97, fcp: 305, lcp: 480, tbt: 224, cls: 0.02 },
    ];
    expect(summarizeRuns(runs)).toEqual({
      medians: { score: 98, fcp: 305, lcp: 500, tbt: 90, cls: 0 },
      spread: { score: [95, 100], fcp: [290, 320], lcp: [450, 700], tbt: [40, 224], cls: [0, 0.02] },
    });
  });
});

describe("a Lighthouse run whose trace was not recorded (scripts/perf-summary.ts's runsAgain)", () => {
  it('is run again, up to three attempts', () => {
    expect(runsAgain({ code: 'NO_NAVSTART' }, 1)).toBe(true);
    expect(runsAgain({ code: 'NO_TRACING_STARTED' }, 2)).toBe(true);
    expect(runsAgain({ code: 'NO_NAVSTART' }, 3)).toBe(false);
  });

  it('is not repeated for what the page did (no first paint) or without an error', () => {
    expect(runsAgain({ code: 'NO_FCP' }, 1)).toBe(false);
    expect(runsAgain(undefined, 1)).toBe(false);
  });
});
