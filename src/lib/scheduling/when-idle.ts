/** At most this long a deferred task waits for an idle moment (a busy page still gets it done). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` in a moment the main thread is idle, after what is on screen has been handled,
 * so it never lengthens the task that shows a page (Total Blocking Time, issue 18). Safari
 * has no requestIdleCallback: a timeout stands in. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
