import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { markNavigated } from '@/lib/routing/page-heading';

/**
 * After the first route change, each page's heading takes focus when it mounts (see
 * PageHeading), so keyboard and screen reader users start at the new content. On the
 * first load the browser's default focus is right, so nothing moves.
 */
export function RouteFocus() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    markNavigated();
  }, [location]);
  return null;
}
