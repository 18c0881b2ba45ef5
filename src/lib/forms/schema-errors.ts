import type { z } from 'zod';
import { emptyAsNull } from './empty-as-null';

export type SchemaCheck<Output> =
  | { success: true; data: Output; fieldErrors: Record<string, string>; formError?: undefined }
  | { success: false; data?: undefined; fieldErrors: Record<string, string>; formError?: string };

/**
 * Runs the whole schema on the form's values, after empty optional fields became null
 * (empty-as-null.ts), and keeps the first message per field, keyed by the issue's path
 * joined with dots ('name', 'prices.0.amount'; see paths.ts). Running the whole object (rather than `schema.shape[field]`) is what lets a
 * refinement spanning fields — a superRefine that reports 'Las contraseñas no coinciden.'
 * at path ['confirm'] — land on the right field. Issues with an empty path are form-level.
 */
export function checkWithSchema<S extends z.ZodTypeAny>(schema: S, values: unknown): SchemaCheck<z.output<S>> {
  const result = schema.safeParse(emptyAsNull(schema, values));
  if (result.success) return { success: true, data: result.data, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) formError ??= issue.message;
    else fieldErrors[issue.path.join('.')] ??= issue.message;
  }
  return { success: false, fieldErrors, formError };
}
