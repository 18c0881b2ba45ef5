import { leafPaths, setAt } from './paths';

/**
 * The form's state and every change to it, as pure functions of the previous state: no React,
 * no timers, no DOM. The hook (use-form.ts) decides when each action happens (SPEC §5 timing,
 * validation-timers.ts) and supplies what needs the page or the schema: the fields' page
 * order and the schema's verdict.
 */

type Values = Record<string, unknown>;

export type SummaryState = {
  /** Changes with every failed submit: the summary is shown (and focused) anew. */
  attempt: number;
  /** The fields that failed, in page order; each is listed while its inline message shows. */
  fields: string[];
  /** Why the server refused (not about one field), until the user changes a value or submits again. */
  message?: string;
  /** The fields that message is about (wrong credentials): marked invalid and described by it. */
  marked: string[];
};

/** Where a submit is: waiting for a schema still loading (decision 0004), or for `onSubmit`. */
export type SubmitPhase = 'idle' | 'loading-schema' | 'sending';

export type FormState<V extends Values> = {
  values: V;
  /** Outcome of each field's last validation run (not of every keystroke), by path. */
  validation: Record<string, string | undefined>;
  /** Messages the server gave for a field (conflicts, validation); shown at once. */
  server: Record<string, string>;
  touched: Record<string, boolean>;
  /** A schema issue with no field path (object-level refinement), after a submit. */
  formError?: string;
  summary?: SummaryState;
  /** Stable React keys of each list's rows, once a row was added or removed. */
  rows: Record<string, string[]>;
  submit: SubmitPhase;
};

/** The schema's verdict on the whole form (schema-errors.ts), as the state needs it. */
export type Verdict = { success: boolean; fieldErrors: Record<string, string>; formError?: string };

export type FormAction<V extends Values> =
  /** The user (or code) set a value. */
  | { type: 'changed'; name: string; value: unknown }
  /** A validation run: `names` become touched; every touched field takes its new message. */
  | { type: 'validated'; names: string[]; verdict: Verdict }
  /** The server's messages for fields (all of them fields of the form), `fields` in page order. */
  | { type: 'server-errors'; errors: Record<string, string>; fields: string[]; attempt: number }
  /** A submit refused for a reason no single field shows; `fields` are the ones it is about. */
  | { type: 'refused'; message: string; fields: string[]; attempt: number }
  /** A submit checked every field; `failed` are the failing fields in page order. */
  | { type: 'submit-checked'; verdict: Verdict; failed: string[]; attempt: number }
  | { type: 'submit-phase'; phase: SubmitPhase }
  | { type: 'reset'; values: V };

export function emptyState<V extends Values>(values: V): FormState<V> {
  return { values, validation: {}, server: {}, touched: {}, rows: {}, submit: 'idle' };
}

/** A change by the user: the server's refusal of the last submit no longer holds. */
export function changed<V extends Values>(s: FormState<V>): FormState<V> {
  return s.summary ? { ...s, summary: { ...s.summary, message: undefined, marked: [] } } : s;
}

/** A field's message as the page shows it: only once touched; the server's word first. */
export function visibleError(s: FormState<Values>, name: string): string | undefined {
  return s.touched[name] ? (s.server[name] ?? s.validation[name]) : undefined;
}

export function formReducer<V extends Values>(s: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'changed': {
      // The server's word on this field no longer holds either.
      const server = { ...s.server };
      delete server[action.name];
      return changed({ ...s, values: setAt(s.values, action.name, action.value), server });
    }
    case 'validated': {
      const touched = { ...s.touched };
      for (const n of action.names) touched[n] = true;
      // Fields already touched are refreshed too, so a cross-field message (password
      // confirmation) appears or clears with its partner.
      const validation = { ...s.validation };
      for (const n of Object.keys(touched)) if (touched[n]) validation[n] = action.verdict.fieldErrors[n];
      return { ...s, touched, validation, formError: s.formError === undefined ? undefined : action.verdict.formError };
    }
    case 'server-errors': {
      const server = { ...s.server };
      const touched = { ...s.touched };
      for (const [key, message] of Object.entries(action.errors)) {
        server[key] = message;
        touched[key] = true;
      }
      const previous = s.summary ?? { fields: [], marked: [] };
      return { ...s, server, touched, summary: { ...previous, attempt: action.attempt, fields: [...new Set([...previous.fields, ...action.fields])] } };
    }
    case 'refused':
      return { ...s, summary: { fields: s.summary?.fields ?? [], attempt: action.attempt, message: action.message, marked: action.fields } };
    case 'submit-checked': {
      const { verdict } = action;
      const names = [...new Set([...leafPaths(s.values), ...Object.keys(verdict.fieldErrors)])];
      return {
        ...s,
        validation: verdict.fieldErrors,
        // A new attempt: the server will repeat its objections if they still hold.
        server: {},
        touched: Object.fromEntries(names.map((n) => [n, true])),
        formError: verdict.formError,
        summary: verdict.success ? undefined : { attempt: action.attempt, fields: action.failed, marked: [] },
      };
    }
    case 'submit-phase':
      return { ...s, submit: action.phase };
    case 'reset':
      // A reset while a submit is under way does not end that submit.
      return { ...emptyState(action.values), submit: s.submit };
  }
}
