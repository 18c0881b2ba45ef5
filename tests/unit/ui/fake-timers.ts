import { vi } from 'vitest';
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
