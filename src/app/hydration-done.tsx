import { useEffect } from 'react';
import { finishHydration } from './prerender-guard';

/**
 * Rendered last inside the pages' Suspense boundary: its effect runs when that boundary has
 * committed, i.e. once a prerendered page has hydrated (its lazy page loaded). Renders nothing.
 */
export function HydrationDone() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) finishHydration(root);
  }, []);
  return null;
}
