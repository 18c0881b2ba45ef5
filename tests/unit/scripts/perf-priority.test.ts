import { getPriority } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atLowestPriority } from '../../../scripts/perf-serve';

/** Back to the priority it had; or, without CAP_SYS_NICE to lower the nice value again, a warning that says so. */
function expectRestored(before: number, warn: { mock: { calls: unknown[][] } }) {
  if (warn.mock.calls.length === 0) expect(getPriority()).toBe(before);
  else expect(String(warn.mock.calls[0]![0])).toMatch(/prioridad/);
}

describe('Lighthouse gives the cores to the browser it measures (scripts/perf-serve.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the measurement at the lowest priority, and then the priority it had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = getPriority();
    const during = await atLowestPriority(async () => getPriority());
    expect(during).toBe(19);
    expectRestored(before, warn);
  });

  it('restores the priority when the measurement fails too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = getPriority();
    await expect(atLowestPriority(() => Promise.reject(new Error('Lighthouse falló')))).rejects.toThrow('Lighthouse falló');
    expectRestored(before, warn);
  });
});
