import { VALIDATION_DEBOUNCE_MS } from './timing';

/**
 * When a change is validated (SPEC §5): text fields `debounced`, 500 ms after typing stops;
 * checkboxes and selects `now`; a value set from code may say `never`.
 */
export type ValidationTiming = 'debounced' | 'now' | 'never';

type Validate = (names: string[]) => void;
type Pending = { timer: ReturnType<typeof setTimeout>; due: number; run: Validate };

/**
 * The pending validations of one form, one per field: a new change to a field restarts its
 * wait; validating a field (on blur, at submit) cancels its wait. No React, no state: the
 * hook passes the function that validates.
 */
export function createValidationTimers(debounceMs: number = VALIDATION_DEBOUNCE_MS) {
  const pending = new Map<string, Pending>();

  const cancel = (name: string) => {
    clearTimeout(pending.get(name)?.timer);
    pending.delete(name);
  };
  const cancelAll = () => [...pending.keys()].forEach(cancel);
  const schedule = (name: string, ms: number, run: Validate) => {
    cancel(name);
    const timer = setTimeout(() => {
      pending.delete(name);
      run([name]);
    }, ms);
    pending.set(name, { timer, due: Date.now() + ms, run });
  };

  return {
    /** A field's value changed: validate it now, after the typing pause, or not at all. */
    afterChange(name: string, when: ValidationTiming, run: Validate) {
      cancel(name);
      if (when === 'now') run([name]);
      else if (when === 'debounced') schedule(name, debounceMs, run);
    },
    cancel,
    cancelAll,
    /** Moves pending validations to the paths `move` gives (dropping those it answers null for), keeping what is left of each wait. */
    retime(move: (path: string) => string | null) {
      const now = Date.now();
      const moved = [...pending].map(([path, p]) => [move(path), p.due - now, p.run] as const);
      cancelAll();
      for (const [path, left, run] of moved) if (path !== null) schedule(path, left, run);
    },
  };
}

export type ValidationTimers = ReturnType<typeof createValidationTimers>;
