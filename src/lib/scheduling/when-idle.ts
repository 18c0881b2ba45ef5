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
 * The tasks asked for before the next idle moment share one idle callback (issue 30): a page's
 * first effects ask for several (the sidebar's counts, the bell, the table's search keys), and
 * each browser call costs more than the task itself when a profiler records where it came
 * from — inside React's effects, a deep stack — as Lighthouse's trace does. Their state
 * updates also land in one React render instead of one each. A task still gets an idle
 * moment of its own when the previous one used it up.
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

/** At least one task per idle moment, more while the moment lasts; the rest wait for the next. */
function runWaiting(deadline?: IdleDeadline) {
  cancelScheduled = null;
  try {
    do waiting.shift()?.();
    while (waiting.length > 0 && deadline !== undefined && deadline.timeRemaining() > 0);
  } finally {
    // Also after a task that threw: the others still run.
    if (waiting.length > 0) scheduleRun();
  }
}
