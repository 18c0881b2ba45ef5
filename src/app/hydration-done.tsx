import { useEffect } from 'react';
import { PENDING_ATTRIBUTE } from './prerender-marks';

/**
 * Rendered last inside the pages' Suspense boundary: its effect runs when that boundary has
 * committed, i.e. once a prerendered page has hydrated (its lazy page loaded). Removing the
 * root's mark tells the page's inline script (prerender-guard.ts) that React owns the markup:
 * it then hands React what the visitor typed or submitted before. Renders nothing.
 */
export function HydrationDone() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute(PENDING_ATTRIBUTE);
  }, []);
  return null;
}
