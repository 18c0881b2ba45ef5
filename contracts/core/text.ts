import { z } from 'zod';
import { validationMessages as m } from './messages';
import { documentAs } from './wire';

/**
 * Text as the server checks it, in one place for forms, the mock and the OpenAPI document.
 *
 * - Lengths count Unicode code points, as JSON Schema's minLength/maxLength do (zod's own
 *   .min/.max count UTF-16 units: 8 emoji would be 16 and fail a maximum of 15).
 * - Control characters are refused (C0 except tab, line feed and carriage return; DEL; C1):
 *   a NUL byte or an escape sequence is never stored. The document says it with a pattern.
 * - Leading and trailing white space is trimmed before the length is counted; the document's
 *   description says so, since JSON Schema cannot.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The same rule as a JSON Schema pattern (ECMA-262), for strings that have no stricter pattern. */
export const noControlCharacterPattern = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';
export const textMessages = { controlCharacter: 'No se permiten caracteres de control' } as const;

/** Length in Unicode code points ('🎣' is 1, not 2). */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

export type TextRules = {
  min?: number;
  max?: number;
  /** Message for a missing, non-text or empty (after trimming) value; without it empty is only too short. */
  required?: string;
  /** Message for a value shorter than min (default 'Debe tener al menos N caracteres'). */
  minMessage?: string;
  /** Trim before checking (default true). */
  trim?: boolean;
  /** A format the text must follow; its regex must refuse control characters itself. */
  format?: { regex: RegExp; message: string; /** The JSON Schema pattern when it says more than regex (lookaheads). */ pattern?: string };
};

/** A string field: trimmed, length in code points, no control characters, optional format. */
export function text({ min = 0, max, required, minMessage, trim = true, format }: TextRules = {}) {
  const base = required ? z.string({ required_error: required, invalid_type_error: required }) : z.string();
  const checked = (trim ? base.trim() : base).superRefine((value, ctx) => {
    const length = codePointLength(value);
    if (required && length === 0) ctx.addIssue({ code: 'too_small', type: 'string', minimum: 1, inclusive: true, message: required });
    if (length < min) ctx.addIssue({ code: 'too_small', type: 'string', minimum: min, inclusive: true, message: minMessage ?? m.minLength(min) });
    if (max !== undefined && length > max) ctx.addIssue({ code: 'too_big', type: 'string', maximum: max, inclusive: true, message: m.maxLength(max) });
    if (format && !format.regex.test(value)) ctx.addIssue({ code: 'invalid_string', validation: 'regex', message: format.message });
    if (controlCharacter.test(value)) ctx.addIssue({ code: 'invalid_string', validation: 'regex', message: textMessages.controlCharacter });
  });
  const minLength = Math.max(min, required ? 1 : 0);
  return documentAs(checked, {
    ...(minLength > 0 ? { minLength } : {}),
    ...(max !== undefined ? { maxLength: max } : {}),
    pattern: format ? (format.pattern ?? format.regex.source) : noControlCharacterPattern,
    ...(trim ? { note: 'trimmed' as const } : {}),
  });
}
