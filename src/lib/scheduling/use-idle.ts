import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False on the first render, true once the browser has been idle after it (whenIdle). For the
 * reads a page can show a moment later — the sidebar's counts, the bell, a caption only
 * printed — so they start after the page's own read instead of with it, and their answers do
 * not land in the task that draws the page's rows (issue 18: on the teams list those three
 * reads made that task the page's longest). A read already in the cache shows at once anyway:
 * a disabled query still returns its data. `wanted` false (the caller shows none of its reads)
 * asks for nothing and stays false.
 */
export function useIdle(wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  // Only while `wanted`: setting it re-renders the caller, a cost for nothing when no read waits on it.
  useEffect(() => (wanted ? whenIdle(() => setIdle(true)) : undefined), [wanted]);
  return idle;
}
