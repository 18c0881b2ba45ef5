/**
 * A camera sees the same code many times a second while it is held up; the dock wants it once.
 * A code passes when it differs from the last one passed, or when that one has been out of
 * sight for `forgetAfterMs` (the same team coming back to the dock hours later, or a second try
 * after a refusal). Pure: the caller passes the time, so tests need no clock.
 */
export type DistinctScans = {
  /** A frame's code (or null when the frame had none); true when it should be acted on. */
  see(text: string | null, now: number): boolean;
  /** Forget the last code, so holding it up again counts (after the page handled it). */
  reset(): void;
};

export const FORGET_AFTER_MS = 2500;

export function distinctScans(forgetAfterMs = FORGET_AFTER_MS): DistinctScans {
  let last: string | null = null;
  let lastSeenAt = Number.NEGATIVE_INFINITY;
  return {
    see(text, now) {
      if (text === null) return false;
      const repeated = text === last && now - lastSeenAt < forgetAfterMs;
      last = text;
      lastSeenAt = now;
      return !repeated;
    },
    reset() {
      last = null;
      lastSeenAt = Number.NEGATIVE_INFINITY;
    },
  };
}
