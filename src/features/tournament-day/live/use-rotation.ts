import { useEffect, useState, useSyncExternalStore } from 'react';

/** How long each table stays on the projector before the next one. */
export const ROTATION_MS = 12_000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const reducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION).matches;

/**
 * The projector's rotation between the leaderboard's tables: one every 12 s while `enabled`,
 * unless paused or the visitor asked for reduced motion (WCAG 2.2.2: moving content can be
 * paused; nothing moves by itself under prefers-reduced-motion). `next` and `previous` move by hand.
 */
export function useRotation(count: number, enabled: boolean) {
  const reduced = useSyncExternalStore(subscribe, reducedMotion, () => false);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const rotating = enabled && !paused && !reduced && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => i + 1), ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  return {
    index: count > 0 ? index % count : 0,
    rotating,
    paused,
    reduced,
    togglePause: () => setPaused((p) => !p),
    next: () => setIndex((i) => i + 1),
    previous: () => setIndex((i) => i - 1 + Math.max(count, 1)),
  };
}
