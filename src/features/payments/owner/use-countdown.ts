import { useEffect, useState } from 'react';

/**
 * Seconds left from `seconds` down to 0, one a second, calling `onDone` at 0. Paused, it
 * holds where it is (WCAG 2.2.1: a time limit the user can stop).
 */
export function useCountdown(seconds: number, paused: boolean, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (paused) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, paused, onDone]);
  return left;
}
