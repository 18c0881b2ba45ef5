import { useEffect, useId, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import type { z } from 'zod';
import { checkWithSchema } from './schema-errors';
import { VALIDATION_DEBOUNCE_MS } from './timing';
import { focusField, inDocumentOrder } from './focus-first';
import { getAt, leafPaths, setAt, type FieldName, type PathValue } from './paths';

export type { FieldName, ListName } from './paths';

type Values = Record<string, unknown>;

type Summary = {
  /** Changes with every failed submit: the summary is shown (and focused) anew. */
  attempt: number;
  /** The fields that failed, in page order; each is listed while its inline message shows. */
  fields: string[];
  /** Why the server refused (not about one field), until the user changes a value or submits again. */
  message?: string;
  /** The fields that message is about (wrong credentials): marked invalid and described by it. */
  marked: string[];
};

export type FormState<V extends Values> = {
  values: V;
  /** Outcome of each field's last validation run (not of every keystroke), by path. */
  validation: Record<string, string | undefined>;
  /** Messages the server gave for a field (conflicts, validation); shown at once. */
  server: Record<string, string>;
  touched: Record<string, boolean>;
  /** A schema issue with no field path (object-level refinement), after a submit. */
  formError?: string;
  summary?: Summary;
  /** Stable React keys of each list's rows, once a row was added or removed. */
  rows: Record<string, string[]>;
};

/** What the error summary above the form shows (src/ui/error-summary.tsx). */
export type ErrorSummaryContent = {
  id: string;
  attempt: number;
  /** The form-level messages (SPEC §5 'Por favor, completa todos los campos obligatorios.', the server's refusal). */
  messages: string[];
  /** Each failing field's message, worded as under the field. */
  errors: { path: string; message: string }[];
};

/** What every UI-kit field accepts: spread it, `<TextField label="…" {...form.field('x')} />`. */
export type FieldBinding<T> = {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: (event?: { relatedTarget?: EventTarget | null }) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  /** The summary's message, when it is about this field (wrong credentials). */
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
   * SPEC §5's form-level message for the current errors ('Por favor, completa todos los
   * campos.'), or undefined for none: shown at the top of the error summary while it holds.
   */
  describeInvalid?: (fieldErrors: Record<string, string>, values: V) => string | undefined;
  debounceMs?: number;
};

/**
 * Form state with SPEC §5's validation timing, for flat and nested values (fields are dotted
 * paths, 'prices.0.amount'; useFieldList in field-list.ts adds and removes rows):
 * - text fields validate `debounceMs` (500 ms) after typing stops, and at once on blur;
 * - checkboxes and selects validate at once;
 * - a field's error shows only once the field was touched (validated after a change, or blurred);
 * - server messages set with `setFieldErrors` show at once, until that field changes;
 * - submit validates everything and marks everything touched; if anything failed, the error
 *   summary (decision 0018, GOV.UK) lists each field's message and the form-level ones and takes
 *   focus; further submits are ignored while one is in flight;
 * - a summary stays (no time-out: it answers the user's own action, WCAG 2.2.1, 3.3.1) while
 *   any of its messages still holds; the server's refusal until the user changes a value.
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
  const summaryId = useId();
  const [state, setState] = useState<FormState<V>>(() => emptyState(initialValues));
  const [isPending, setPending] = useState(false);
  // Timers and event handlers need the latest state between renders; every update goes
  // through `commit`, which keeps this ref and React's state in step.
  const latest = useRef(state);
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; due: number }>());
  const elements = useRef(new Map<string, HTMLElement>());
  const formElement = useRef<HTMLFormElement | undefined>(undefined);
  const inFlight = useRef(false);
  const pointerDown = useRef(false);
  const counter = useRef(0);
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
    return () => pending.forEach((t) => clearTimeout(t.timer));
  }, []);

  const commit = (update: (s: FormState<V>) => FormState<V>) => {
    latest.current = update(latest.current);
    setState(latest.current);
  };

  const cancelTimer = (name: string) => {
    clearTimeout(timers.current.get(name)?.timer);
    timers.current.delete(name);
  };
  const cancelTimers = () => [...timers.current.keys()].forEach(cancelTimer);
  const schedule = (name: string, ms: number) => {
    cancelTimer(name);
    timers.current.set(name, { timer: setTimeout(() => validate([name]), ms), due: Date.now() + ms });
  };

  /** Validates `names` (marking them touched) and refreshes fields already touched, so a
   *  cross-field message (password confirmation) appears or clears with its partner. */
  const validate = (names: string[]) => {
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
      for (const n of Object.keys(touched)) if (touched[n]) validation[n] = check.fieldErrors[n];
      return { ...s, touched, validation, formError: s.formError === undefined ? undefined : check.formError };
    });
  };

  /** A change by the user: the server's word on this field and its refusal of the last submit no longer hold. */
  const changed = (s: FormState<V>): FormState<V> =>
    s.summary ? { ...s, summary: { ...s.summary, message: undefined, marked: [] } } : s;

  const setValue = <K extends FieldName<V>>(name: K, value: PathValue<V, K>, when: 'debounced' | 'now' | 'never' = 'debounced') => {
    commit((s) => {
      const server = { ...s.server };
      delete server[name];
      return changed({ ...s, values: setAt(s.values, name, value), server });
    });
    cancelTimer(name);
    if (when === 'now') validate([name]);
    else if (when === 'debounced') schedule(name, debounceMs);
  };

  const visibleError = (s: FormState<V>, name: string) => (s.touched[name] ? (s.server[name] ?? s.validation[name]) : undefined);

  const register = (name: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  const binding = <K extends FieldName<V>>(name: K, when: 'debounced' | 'now'): FieldBinding<PathValue<V, K>> => {
    const errorMessage = visibleError(state, name);
    const marked = state.summary?.message !== undefined && state.summary.marked.includes(name);
    return {
      name,
      value: getAt(state.values, name) as PathValue<V, K>,
      onChange: (value) => setValue(name, value, when),
      onBlur: (event) => {
        // A pointer press on the submit button: the submit validates every field anyway.
        // Validating here would add or remove messages under the field between the press
        // and the release, shifting the layout so the click is lost. Tabbing to the button
        // still validates on blur.
        if (pointerDown.current && isSubmitButton(event?.relatedTarget)) return;
        validate([name]);
      },
      isInvalid: errorMessage !== undefined || marked,
      errorMessage,
      'aria-describedby': marked ? `${summaryId}-message` : undefined,
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
      onChange: (key) => onChange((key ?? (typeof value === 'string' ? '' : null)) as PathValue<V, K>),
    };
  };

  /** Checkboxes validate on every toggle. */
  const checkbox = <K extends FieldName<V>>(name: K): CheckboxBinding => {
    const { value, onChange, ...rest } = binding(name, 'now');
    return { ...rest, isSelected: Boolean(value), onChange: (selected: boolean) => onChange(selected as PathValue<V, K>) };
  };

  /** The fields among `paths`, in the order they appear on the page (unknown ones last). */
  const pageOrder = (paths: string[]) => inDocumentOrder(paths, elements.current, formElement.current);

  /**
   * Shows server messages on their fields at once (e.g. `result.fieldErrors`, or a 409
   * errorCode mapped to a field), listed in the error summary, which takes focus. Returns the
   * messages that match no field, for `failSubmit`.
   */
  const setFieldErrors = (errors: Record<string, string | undefined>): Record<string, string> => {
    const unmatched: Record<string, string> = {};
    const matched: string[] = [];
    const paths = new Set(leafPaths(latest.current.values));
    for (const [key, message] of Object.entries(errors)) {
      if (message === undefined) continue;
      if (paths.has(key)) matched.push(key);
      else unmatched[key] = message;
    }
    if (matched.length === 0) return unmatched;
    const fields = pageOrder(matched);
    commit((s) => {
      const server = { ...s.server };
      const touched = { ...s.touched };
      for (const key of matched) {
        server[key] = errors[key]!;
        touched[key] = true;
      }
      const previous = s.summary ?? { fields: [], marked: [] };
      return { ...s, server, touched, summary: { ...previous, attempt: ++counter.current, fields: [...new Set([...previous.fields, ...fields])] } };
    });
    return unmatched;
  };

  /**
   * Shows why a submit failed at the top of the error summary, until the user changes a value
   * or submits again. `fields` are the fields the message is about (wrong credentials): they
   * are marked invalid and described by it, without a message of their own.
   */
  const failSubmit = (message: string, fields: FieldName<V>[] = []) => {
    commit((s) => ({
      ...s,
      summary: { fields: s.summary?.fields ?? [], attempt: ++counter.current, message, marked: fields },
    }));
  };

  const handleSubmit = async (event?: Pick<FormEvent, 'preventDefault'> & { currentTarget?: EventTarget | null }) => {
    event?.preventDefault();
    if (inFlight.current) return;
    // React clears currentTarget once the event is handled; keep it across the await below.
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
    let current = schemaNow();
    if (!current) {
      inFlight.current = true;
      try {
        current = await loadSchema();
      } finally {
        inFlight.current = false;
      }
    }
    cancelTimers();

    const { values } = latest.current;
    const check = checkWithSchema(current, values);
    const names = [...new Set([...leafPaths(values), ...Object.keys(check.fieldErrors)])];
    const failed = pageOrder(Object.keys(check.fieldErrors));
    commit((s) => ({
      ...s,
      validation: check.fieldErrors,
      // A new attempt: the server will repeat its objections if they still hold.
      server: {},
      touched: Object.fromEntries(names.map((n) => [n, true])),
      formError: check.formError,
      summary: check.success ? undefined : { attempt: ++counter.current, fields: failed, marked: [] },
    }));
    if (!check.success) return;

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
    cancelTimers();
    commit(() => emptyState(values));
  };

  const summary = ((): ErrorSummaryContent | undefined => {
    const shown = state.summary;
    if (!shown) return undefined;
    const errors = shown.fields.flatMap((path) => {
      const message = visibleError(state, path);
      return message === undefined ? [] : [{ path, message }];
    });
    const current = Object.fromEntries(errors.map((e) => [e.path, e.message]));
    const messages = [shown.message, describeInvalid?.(current, state.values), state.formError].filter(
      (m, i, all): m is string => Boolean(m) && all.indexOf(m) === i,
    );
    if (messages.length === 0 && errors.length === 0) return undefined;
    return { id: summaryId, attempt: shown.attempt, messages, errors };
  })();

  return {
    values: state.values,
    /** The error summary's content after a failed submit, while anything in it holds. */
    summary,
    /** Takes the user to a field (an error summary link): focus, and its label scrolled into view. */
    focusField: (path: string) => focusField(path, elements.current, formElement.current),
    /** What the `<form>` element needs (ValidatedForm spreads it). */
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
      onPointerDownCapture: (event: PointerEvent<HTMLFormElement>) => {
        formElement.current = event.currentTarget;
        // Only while this press lasts (see onBlur), wherever the pointer is released.
        pointerDown.current = true;
        const release = () => {
          pointerDown.current = false;
          window.removeEventListener('pointerup', release, true);
          window.removeEventListener('pointercancel', release, true);
        };
        window.addEventListener('pointerup', release, true);
        window.addEventListener('pointercancel', release, true);
      },
    },
    failSubmit,
    isPending,
    field,
    select,
    checkbox,
    /** Sets a value from code (e.g. clearing a dependent field); validates like a change unless told otherwise. */
    setValue,
    setFieldErrors,
    handleSubmit,
    reset,
    /** For useFieldList (field-list.ts), which keeps the list code off pages without lists (sign-in's budget, decision 0004). */
    rows: {
      state,
      commit,
      validate,
      visibleError: (name: string) => visibleError(state, name),
      changed,
      /** Moves pending validations to the paths `move` gives (dropping those it answers null for). */
      retime: (move: (path: string) => string | null) => {
        const now = Date.now();
        const pending = [...timers.current].map(([path, t]) => [move(path), t.due - now] as const);
        cancelTimers();
        for (const [path, left] of pending) if (path !== null) schedule(path, left);
      },
      nextKey: () => ++counter.current,
    },
  };
}

/** What a form element and its error summary need from the hook (src/ui/validated-form.tsx). */
export type FormFrame = Pick<ReturnType<typeof useForm>, 'summary' | 'focusField' | 'formProps'>;

const isSubmitButton = (target: EventTarget | null | undefined) =>
  target instanceof HTMLButtonElement && target.type === 'submit';

function emptyState<V extends Values>(values: V): FormState<V> {
  return { values, validation: {}, server: {}, touched: {}, rows: {} };
}
