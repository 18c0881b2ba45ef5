import { afterEach, beforeEach, vi } from 'vitest';
import userEvent from '@testing-library/user-event';

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
