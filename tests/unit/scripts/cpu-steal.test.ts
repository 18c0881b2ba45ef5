import { describe, expect, it } from 'vitest';
import { parseProcStat, stealPercent } from '../../../scripts/cpu-steal';

describe("the host's share of the CPU during a perf batch (scripts/cpu-steal.ts)", () => {
  it("reads the machine's line of /proc/stat, its steal being the eighth field", () => {
    const stat = 'cpu  1265182 42007 236251 2172089 10849 0 4811 72032 0 0\ncpu0 632591 21003 118125 1086044 5424 0 2405 36016 0 0\n';
    expect(parseProcStat(stat)).toEqual({ total: 1265182 + 42007 + 236251 + 2172089 + 10849 + 0 + 4811 + 72032, steal: 72032 });
  });

  it('is the steal ticks over all the ticks between two readings, in percent', () => {
    expect(stealPercent({ total: 1000, steal: 10 }, { total: 1400, steal: 50 })).toBe(10);
  });

  it('is unknown without two readings that moved on', () => {
    expect(stealPercent(null, { total: 1, steal: 0 })).toBeNull();
    expect(stealPercent({ total: 5, steal: 0 }, { total: 5, steal: 0 })).toBeNull();
  });
});
