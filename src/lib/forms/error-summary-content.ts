import { visibleError, type FormState } from './form-state';

/** What the error summary above the form shows (src/ui/error-summary.tsx). */
export type ErrorSummaryContent = {
  id: string;
  attempt: number;
  /** The form-level messages (SPEC §5 `formMessages.completeRequired`, the server's refusal). */
  messages: string[];
  /** Each failing field's message, worded as under the field, and the field's label when it has one. */
  errors: { path: string; message: string; label?: string | undefined }[];
};

/**
 * SPEC §5's form-level message for the current field errors ('Por favor, completa todos los
 * campos.'), or undefined for none.
 */
export type DescribeInvalid<V> = (fieldErrors: Record<string, string>, values: V) => string | undefined;

/**
 * The summary after a failed submit (decision 0018, GOV.UK), while anything in it holds: the
 * server's refusal, the form-level message and the object-level schema message, each once,
 * then each listed field whose inline message still shows, worded as under the field and
 * named by its label (`labelOf`), so eleven empty fields are eleven different lines.
 * Undefined when there was no failed submit or nothing in it holds any more.
 */
export function errorSummaryContent<V extends Record<string, unknown>>(
  state: FormState<V>,
  id: string,
  describeInvalid?: DescribeInvalid<V>,
  labelOf: (path: string) => string | undefined = () => undefined,
): ErrorSummaryContent | undefined {
  const shown = state.summary;
  if (!shown) return undefined;
  const errors = shown.fields.flatMap((path) => {
    const message = visibleError(state, path);
    return message === undefined ? [] : [{ path, message, label: labelOf(path) }];
  });
  const current = Object.fromEntries(errors.map((e) => [e.path, e.message]));
  const messages = [shown.message, describeInvalid?.(current, state.values), state.formError].filter(
    (m, i, all): m is string => Boolean(m) && all.indexOf(m) === i,
  );
  if (messages.length === 0 && errors.length === 0) return undefined;
  return { id, attempt: shown.attempt, messages, errors };
}
