/** At most this long a deferred task waits for an idle moment (a busy page still gets it done). */
const IDLE_TIMEOUT_MS = 2000;

/** Tasks waiting for the next idle moment, in the order they were asked for. */
const waiting: (() => void)[] = [];
/** Cancels the idle callback asked for, while one is. */
let cancelScheduled: (() => void) | null = null;

/**
 * Runs `task` in a moment the main thread is idle, after what is on screen has been handled,
 * so it never lengthens the task that shows a page (Total Blocking Time, issue 18). Safari
 * has no requestIdleCallback: a timeout stands in. Returns the cancel.
 *
 * The tasks wait in one queue behind one idle callback (issue 30): a page's first effects ask
 * for several (the sidebar's counts, the bell, the table's search keys), and each browser call
 * costs more than the task itself when a profiler records where it came from — inside React's
 * effects, a deep stack — as Lighthouse's trace does. The queue asks again from its own
 * callback, a shallow stack.
 *
 * One task per idle moment: a task's cost is mostly not its own. `useIdle`'s task only sets
 * a state, and the render that follows, in a task of its own, starts that reader's request
 * (3–5 ms each on the teams list under Lighthouse); run together, the bell's, the counts' and
 * the current competition's state updates made one render that started four requests, 11–15 ms
 * of CPU in one task, where one per moment makes four short ones.
 */
export function whenIdle(task: () => void): () => void {
  // A wrapper of its own: the same function asked for twice runs twice, and each cancel
  // removes only its own.
  const entry = () => task();
  waiting.push(entry);
  if (!cancelScheduled) scheduleRun();
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting.splice(at, 1);
    // Nothing left to run: no callback left behind either (a page left before its idle moment).
    if (waiting.length === 0 && cancelScheduled) {
      cancelScheduled();
      cancelScheduled = null;
    }
  };
}

function scheduleRun() {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(runWaiting, { timeout: IDLE_TIMEOUT_MS });
    cancelScheduled = () => window.cancelIdleCallback(id);
  } else {
    const id = window.setTimeout(runWaiting, 1);
    cancelScheduled = () => window.clearTimeout(id);
  }
}

/** The first task waiting; the rest wait for the next idle moment. */
function runWaiting() {
  cancelScheduled = null;
  try {
    waiting.shift()?.();
  } finally {
    // Also after a task that threw: the others still run.
    if (waiting.length > 0) scheduleRun();
  }
}
