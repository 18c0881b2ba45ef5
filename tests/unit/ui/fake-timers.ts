import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The real clock, taken before any test fakes it. */
const realSetTimeout = globalThis.setTimeout;
const RealDate = Date;

/**
 * Fake timers that Testing Library can live with. Its async wrapper drains with a
 * setTimeout(0) and only advances fake clocks when it finds a `jest` global, so without
 * this stub every user-event call would hang under vitest's fake timers.
 */
export function useFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
}

/** A user-event instance whose own delays advance the fake clock. */
export const fakeTimerUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/**
 * Fakes the clock around every test of the enclosing describe. `beforeRestore` runs while
 * the clock is still fake (e.g. clearing toasts whose timers are pending).
 */
export function fakeTimersAroundEachTest(beforeRestore?: () => void) {
  let restore = () => {};
  beforeEach(() => {
    restore = useFakeTimers();
  });
  afterEach(() => {
    beforeRestore?.();
    restore();
  });
}

/**
 * For screens that first load over the (real-time) mock network: returns a function that
 * fakes the clock from the moment it is called; the real clock is put back after each test.
 */
export function fakeClockOnDemand() {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  return () => {
    restore = useFakeTimers();
  };
}

/**
 * Testing Library's findBy under fake timers, bounded by the real clock instead of the fake one.
 * findBy counts its 3 s on the fake clock: sixty 50 ms steps with no real turn between them, and
 * a loaded CI machine had not yet answered (a signature checked on a real thread) when they ran
 * out, so the payment result test failed at random. Here each fake step is followed by a real
 * turn, up to `timeoutMs` of real time. The fake clock moves only in steps of 50 ms, as with
 * findBy, so a countdown that starts with the answer is at most one step ahead.
 */
export async function findOnFakeClock<T>(query: () => T, timeoutMs = 10_000): Promise<T> {
  const started = RealDate.now();
  for (;;) {
    try {
      return query();
    } catch (error) {
      if (RealDate.now() - started > timeoutMs) throw error;
      await act(() => vi.advanceTimersByTimeAsync(50));
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    }
  }
}
