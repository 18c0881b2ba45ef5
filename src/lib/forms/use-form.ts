import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { changedFields } from '@contracts/core/partial';
import { checkWithSchema } from './schema-errors';
import { VALIDATION_DEBOUNCE_MS } from './timing';
import { focusFirstInDocumentOrder } from './focus-first';

type Values = Record<string, unknown>;
export type FieldName<V> = Extract<keyof V, string>;
type PerField<V, T> = Partial<Record<FieldName<V>, T>>;

type FormState<V extends Values> = {
  values: V;
  /** Outcome of each field's last validation run (not of every keystroke). */
  validation: PerField<V, string>;
  /** Messages the server gave for a field (conflicts, validation); shown at once. */
  server: PerField<V, string>;
  touched: PerField<V, boolean>;
  /** A schema issue with no field path (object-level refinement), after a submit. */
  formError?: string;
  /** Why the last submit failed, for the banner above the form (see `failSubmit`). */
  submitError?: { message: string; fields: FieldName<V>[]; attempt: number };
};

/**
 * The banner of a failed submit: `id` is what the fields it concerns point at
 * (aria-describedby); `attempt` changes with every failure, so a repeated message is a new
 * banner (announced again, and shown again after the user closed the previous one).
 */
export type SubmitError = { id: string; message: string; attempt: number };

/** What every UI-kit field accepts: spread it, `<TextField label="…" {...form.field('x')} />`. */
export type FieldBinding<T> = {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: (event?: { relatedTarget?: EventTarget | null }) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  /** The failed submit's banner, when it names this field (wrong credentials). */
  'aria-describedby': string | undefined;
  ref: (element: HTMLElement | null) => void;
};

/** The id of a select option (react-aria's Key). */
export type OptionKey = string | number;

export type CheckboxBinding = Omit<FieldBinding<boolean>, 'value'> & { isSelected: boolean };

export type UseFormOptions<S extends z.ZodTypeAny, V extends Values> = {
  /**
   * The contract's schema (z.object, or z.object(...).superRefine(...) for cross-field rules),
   * or a loader of it: a page that must paint without zod (sign-in, decision 0004) passes
   * `() => import(…)`; it is loaded at the first validation, and validation and submit wait for it.
   */
  schema: S | (() => Promise<S>);
  initialValues: V;
  /** Called with the parsed (trimmed, converted) data once every field is valid. */
  onSubmit: (data: z.output<S>, values: V) => Promise<unknown> | unknown;
  /**
   * The banner to show when a submit stops at validation ('Por favor, completa todos los
   * campos.'), or undefined for none; the fields carry their own messages either way.
   */
  describeInvalid?: (fieldErrors: Record<string, string>, values: V) => string | undefined;
  debounceMs?: number;
};

/**
 * Form state with SPEC §5's validation timing:
 * - text fields validate `debounceMs` (500 ms) after typing stops, and at once on blur;
 * - checkboxes and selects validate at once;
 * - a field's error shows only once the field was touched (validated after a change, or blurred);
 * - server messages set with `setFieldErrors` show at once, until that field changes;
 * - submit validates everything, marks everything touched, focuses the first invalid field
 *   and ignores further submits while one is in flight;
 * - a failed submit's banner (`describeInvalid`, or `failSubmit` after the server said no)
 *   stays until the user changes a value or submits again: it answers the user's own action,
 *   so it must not time out while they read it (WCAG 2.2.1, 3.3.1).
 *
 * Cross-field rules belong in a superRefine on the whole object. zod 3 runs it only when no
 * field failed at the type level (a z.literal / z.enum mismatch aborts the object; a failed
 * .min() or .refine() does not), so such a message may appear once the other fields are fixed.
 */
export function useForm<S extends z.ZodTypeAny, V extends Values>({
  schema,
  initialValues,
  onSubmit,
  describeInvalid,
  debounceMs = VALIDATION_DEBOUNCE_MS,
}: UseFormOptions<S, V>) {
  const submitErrorId = useId();
  const [state, setState] = useState<FormState<V>>(() => emptyState(initialValues));
  const [isPending, setPending] = useState(false);
  // Timers and event handlers need the latest state between renders; every update goes
  // through `commit`, which keeps this ref and React's state in step.
  const latest = useRef(state);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const elements = useRef(new Map<string, HTMLElement>());
  const inFlight = useRef(false);
  const attempts = useRef(0);
  const loaded = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);
  /** The schema if it is at hand (given directly, or loaded already). */
  const schemaNow = (): S | null => (typeof schema === 'function' ? loaded.current : schema);
  const loadSchema = (): Promise<S> => {
    const now = schemaNow();
    if (now) return Promise.resolve(now);
    loading.current ??= (schema as () => Promise<S>)().then(
      (s) => (loaded.current = s),
      (error: unknown) => {
        loading.current = null; // a failed chunk load may be retried by the next attempt
        throw error;
      },
    );
    return loading.current;
  };

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const commit = (update: (s: FormState<V>) => FormState<V>) => {
    latest.current = update(latest.current);
    setState(latest.current);
  };

  const cancelTimer = (name: string) => {
    const timer = timers.current.get(name);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(name);
  };

  /** Validates `names` (marking them touched) and refreshes fields already touched, so a
   *  cross-field message (password confirmation) appears or clears with its partner. */
  const validate = (names: FieldName<V>[]) => {
    names.forEach(cancelTimer);
    const current = schemaNow();
    if (!current) {
      // Not loaded yet: validate once it is (a failed load shows up at submit).
      loadSchema().then(() => validate(names), () => undefined);
      return;
    }
    commit((s) => {
      const check = checkWithSchema(current, s.values);
      const touched = { ...s.touched };
      for (const n of names) touched[n] = true;
      const validation = { ...s.validation };
      for (const n of Object.keys(touched) as FieldName<V>[]) if (touched[n]) validation[n] = check.fieldErrors[n];
      return { ...s, touched, validation, formError: s.formError === undefined ? undefined : check.formError };
    });
  };

  const setValue = <K extends FieldName<V>>(name: K, value: V[K], when: 'debounced' | 'now' | 'never' = 'debounced') => {
    commit((s) => {
      const server = { ...s.server };
      delete server[name];
      return { ...s, values: { ...s.values, [name]: value }, server, submitError: undefined };
    });
    cancelTimer(name);
    if (when === 'now') validate([name]);
    else if (when === 'debounced') timers.current.set(name, setTimeout(() => validate([name]), debounceMs));
  };

  const visibleError = (name: FieldName<V>) =>
    state.touched[name] ? (state.server[name] ?? state.validation[name]) : undefined;

  const register = (name: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  const binding = <K extends FieldName<V>>(name: K, when: 'debounced' | 'now'): FieldBinding<V[K]> => {
    const errorMessage = visibleError(name);
    const namedBySubmitError = state.submitError?.fields.includes(name) ?? false;
    return {
      name,
      value: state.values[name],
      onChange: (value) => setValue(name, value, when),
      onBlur: (event) => {
        // A pointer press on the submit button: the submit validates every field anyway.
        // Validating here would add or remove messages under the field between the press
        // and the release, shifting the layout so the click is lost. Tabbing to the button
        // still validates on blur.
        if (pointerIsDown && isSubmitButton(event?.relatedTarget)) return;
        validate([name]);
      },
      isInvalid: errorMessage !== undefined || namedBySubmitError,
      errorMessage,
      'aria-describedby': namedBySubmitError ? submitErrorId : undefined,
      ref: register(name),
    };
  };

  /** Text-like fields (TextField, PasswordField, TextArea, NumberField, DatePicker). */
  const field = <K extends FieldName<V>>(name: K) => binding(name, 'debounced');

  /** Selects validate on every choice. Clearing a string-valued select stores '' (else null). */
  const select = <K extends FieldName<V>>(name: K): FieldBinding<OptionKey | null> => {
    const { value, onChange, ...rest } = binding(name, 'now');
    return {
      ...rest,
      value: (value ?? null) as OptionKey | null,
      onChange: (key) => onChange((key ?? (typeof value === 'string' ? '' : null)) as V[K]),
    };
  };

  /** Checkboxes validate on every toggle. */
  const checkbox = <K extends FieldName<V>>(name: K): CheckboxBinding => {
    const { value, onChange, ...rest } = binding(name, 'now');
    return { ...rest, isSelected: Boolean(value), onChange: (selected: boolean) => onChange(selected as V[K]) };
  };

  /**
   * Shows server messages on their fields at once (e.g. `result.fieldErrors`, or a 409
   * errorCode mapped to a field). Returns the messages that match no field, for a banner.
   */
  const setFieldErrors = (errors: Record<string, string | undefined>): Record<string, string> => {
    const unmatched: Record<string, string> = {};
    commit((s) => {
      const server = { ...s.server };
      const touched = { ...s.touched };
      for (const [key, message] of Object.entries(errors)) {
        if (message === undefined) continue;
        if (key in s.values) {
          server[key as FieldName<V>] = message;
          touched[key as FieldName<V>] = true;
        } else unmatched[key] = message;
      }
      return { ...s, server, touched };
    });
    return unmatched;
  };

  /**
   * Shows why a submit failed in the banner above the form, until the user changes a value
   * or submits again. `fields` are the fields the message is about (wrong credentials): they
   * are marked invalid and described by the banner, without a message of their own.
   */
  const failSubmit = (message: string, fields: FieldName<V>[] = []) => {
    attempts.current += 1;
    commit((s) => ({ ...s, submitError: { message, fields, attempt: attempts.current } }));
  };

  const clearSubmitError = () => commit((s) => ({ ...s, submitError: undefined }));

  const handleSubmit = async (event?: Pick<FormEvent, 'preventDefault'> & { currentTarget?: EventTarget | null }) => {
    event?.preventDefault();
    if (inFlight.current) return;
    // React clears currentTarget once the event is handled; keep it across the await below.
    const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : undefined;
    let current = schemaNow();
    if (!current) {
      inFlight.current = true;
      try {
        current = await loadSchema();
      } finally {
        inFlight.current = false;
      }
    }
    timers.current.forEach(clearTimeout);
    timers.current.clear();

    const { values } = latest.current;
    const check = checkWithSchema(current, values);
    const names = Object.keys(values) as FieldName<V>[];
    const invalidMessage = check.success ? undefined : describeInvalid?.(check.fieldErrors, values);
    if (invalidMessage !== undefined) attempts.current += 1;
    commit((s) => ({
      ...s,
      validation: check.fieldErrors as PerField<V, string>,
      // A new attempt: the server will repeat its objections if they still hold.
      server: {},
      touched: Object.fromEntries(names.map((n) => [n, true])) as PerField<V, boolean>,
      formError: check.formError,
      submitError: invalidMessage === undefined ? undefined : { message: invalidMessage, fields: [], attempt: attempts.current },
    }));
    if (!check.success) {
      const invalid = names.filter((n) => check.fieldErrors[n] !== undefined);
      focusFirstInDocumentOrder(invalid, elements.current, form);
      return;
    }

    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(check.data, values);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const reset = (values: V = initialValues) => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    commit(() => emptyState(values));
  };

  return {
    values: state.values,
    formError: state.formError,
    /** The failed submit's banner, if any: render it with FormErrorBanner. */
    submitError: state.submitError && ({ id: submitErrorId, message: state.submitError.message, attempt: state.submitError.attempt } satisfies SubmitError),
    failSubmit,
    clearSubmitError,
    isPending,
    field,
    select,
    checkbox,
    /** Sets a value from code (e.g. clearing a dependent field); validates like a change unless told otherwise. */
    setValue,
    setFieldErrors,
    handleSubmit,
    reset,
    /** SPEC §5 'updates send only the changed fields': null when nothing changed. */
    changes: (original: Partial<V>) => changedFields<V>(original, latest.current.values),
  };
}

const isSubmitButton = (target: EventTarget | null | undefined) =>
  target instanceof HTMLButtonElement && target.type === 'submit';

/** Whether a mouse button, finger or pen is down right now (see the blur handler). */
let pointerIsDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerIsDown = true), true);
  for (const type of ['pointerup', 'pointercancel'] as const) {
    document.addEventListener(type, () => (pointerIsDown = false), true);
  }
}

function emptyState<V extends Values>(values: V): FormState<V> {
  return { values, validation: {}, server: {}, touched: {} };
}
