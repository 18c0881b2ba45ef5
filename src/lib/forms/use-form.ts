import { useEffect, useId, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import type { z } from 'zod';
import { errorSummaryContent, type DescribeInvalid } from './error-summary-content';
import { fieldLabel, focusField, inDocumentOrder } from './focus-first';
import type { FormValues } from './form-values';
import { changed, emptyState, formReducer, visibleError, type FormAction, type FormState } from './form-state';
import { getAt, leafPaths, type FieldName, type PathValue } from './paths';
import { checkWithSchema } from './schema-errors';
import { schemaLoader, type SchemaOption } from './schema-loader';
import { createValidationTimers, type ValidationTiming } from './validation-timers';

export type { FieldName, ListName } from './paths';

type Values = Record<string, unknown>;

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
  schema: SchemaOption<S>;
  /** The contract's fields as the form holds them (form-values.ts): the schema decides their names and types. */
  initialValues: NoInfer<V>;
  /** Called with the parsed (trimmed, converted) data once every field is valid. */
  onSubmit: (data: z.output<S>, values: NoInfer<V>) => Promise<unknown> | unknown;
  /**
   * SPEC §5's form-level message for the current errors ('Por favor, completa todos los
   * campos.'), or undefined for none: shown at the top of the error summary while it holds.
   */
  describeInvalid?: DescribeInvalid<NoInfer<V>>;
  debounceMs?: number;
};

function useFormOfValues<S extends z.ZodTypeAny, V extends Values>({ schema, initialValues, onSubmit, describeInvalid, debounceMs }: UseFormOptions<S, V>) {
  const summaryId = useId();
  const [state, setState] = useState<FormState<V>>(() => emptyState(initialValues));
  // Timers and event handlers need the latest state between renders; every update goes
  // through `commit`, which keeps this ref and React's state in step.
  const latest = useRef(state);
  const [timers] = useState(() => createValidationTimers(debounceMs));
  const [loader] = useState(() => schemaLoader<S>());
  const elements = useRef(new Map<string, HTMLElement>());
  const formElement = useRef<HTMLFormElement | undefined>(undefined);
  const pointerDown = useRef(false);
  // Summary attempts and new rows' keys: each only has to differ from the ones before.
  const counter = useRef(0);

  useEffect(() => () => timers.cancelAll(), [timers]);

  const commit = (update: (s: FormState<V>) => FormState<V>) => {
    latest.current = update(latest.current);
    setState(latest.current);
  };
  const dispatch = (action: FormAction<V>) => commit((s) => formReducer(s, action));

  /** Validates `names` (marking them touched) and refreshes fields already touched. */
  const validate = (names: string[]) => {
    names.forEach(timers.cancel);
    const current = loader.now(schema);
    if (!current) {
      // Not loaded yet: validate once it is (a failed load shows up at submit).
      loader.load(schema).then(() => validate(names), () => undefined);
      return;
    }
    dispatch({ type: 'validated', names, verdict: checkWithSchema(current, latest.current.values) });
  };

  const setValue = <K extends FieldName<V>>(name: K, value: PathValue<V, K>, when: ValidationTiming = 'debounced') => {
    dispatch({ type: 'changed', name, value });
    timers.afterChange(name, when, validate);
  };

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
    const matched: Record<string, string> = {};
    const paths = new Set(leafPaths(latest.current.values));
    for (const [key, message] of Object.entries(errors)) {
      if (message === undefined) continue;
      if (paths.has(key)) matched[key] = message;
      else unmatched[key] = message;
    }
    const fields = Object.keys(matched);
    if (fields.length === 0) return unmatched;
    dispatch({ type: 'server-errors', errors: matched, fields: pageOrder(fields), attempt: ++counter.current });
    return unmatched;
  };

  /**
   * Shows why a submit failed at the top of the error summary, until the user changes a value
   * or submits again. `fields` are the fields the message is about (wrong credentials): they
   * are marked invalid and described by it, without a message of their own.
   */
  const failSubmit = (message: string, fields: FieldName<V>[] = []) => {
    dispatch({ type: 'refused', message, fields, attempt: ++counter.current });
  };

  const handleSubmit = async (event?: Pick<FormEvent, 'preventDefault'> & { currentTarget?: EventTarget | null }) => {
    event?.preventDefault();
    if (latest.current.submit !== 'idle') return;
    // React clears currentTarget once the event is handled; keep it across the await below.
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
    let current = loader.now(schema);
    if (!current) {
      dispatch({ type: 'submit-phase', phase: 'loading-schema' });
      try {
        current = await loader.load(schema);
      } finally {
        dispatch({ type: 'submit-phase', phase: 'idle' });
      }
    }
    timers.cancelAll();

    const { values } = latest.current;
    const check = checkWithSchema(current, values);
    const failed = pageOrder(Object.keys(check.fieldErrors));
    dispatch({ type: 'submit-checked', verdict: check, failed, attempt: check.success ? counter.current : ++counter.current });
    if (!check.success) return;

    dispatch({ type: 'submit-phase', phase: 'sending' });
    try {
      await onSubmit(check.data, values);
    } finally {
      dispatch({ type: 'submit-phase', phase: 'idle' });
    }
  };

  const reset = (values: V = initialValues) => {
    timers.cancelAll();
    dispatch({ type: 'reset', values });
  };

  return {
    values: state.values,
    /** The error summary's content after a failed submit, while anything in it holds. */
    summary: errorSummaryContent(state, summaryId, describeInvalid, (path) => fieldLabel(path, elements.current, formElement.current)),
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
    isPending: state.submit === 'sending',
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
      retime: timers.retime,
      nextKey: () => ++counter.current,
    },
  };
}

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
 * The values are the schema's form values (form-values.ts): `initialValues` naming a field the
 * schema lacks, missing one, or giving one the wrong type does not compile.
 *
 * Cross-field rules belong in a superRefine on the whole object. zod 3 runs it only when no
 * field failed at the type level (a z.literal / z.enum mismatch aborts the object; a failed
 * .min() or .refine() does not), so such a message may appear once the other fields are fixed.
 */
export function useForm<S extends z.ZodTypeAny, V extends FormValues<S> = FormValues<S>>(options: UseFormOptions<S, V>): FormApi<V> {
  return useFormOfValues(options);
}

/**
 * What useForm gives a form whose values are V. V is the schema's form values (form-values.ts);
 * a form that keeps more than the contract's fields beside them (a stored row's id) names its
 * own V, which must still hold every contract field with its form type.
 */
export type FormApi<V extends Values> = ReturnType<typeof useFormOfValues<z.ZodTypeAny, V>>;

/** What a form element and its error summary need from the hook (src/ui/validated-form.tsx). */
export type FormFrame = Pick<FormApi<Values>, 'summary' | 'focusField' | 'formProps'>;

const isSubmitButton = (target: EventTarget | null | undefined) =>
  target instanceof HTMLButtonElement && target.type === 'submit';

