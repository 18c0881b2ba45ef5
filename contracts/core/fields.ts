import { z } from 'zod';
import { validationMessages as m } from './messages';
import { text } from './text';
import { documentAs } from './wire';

/**
 * Field builders that carry SPEC §5's Spanish messages. The contracts use them for request
 * bodies, so the same rule (and the same message) runs in the form and in the mock backend.
 */

/**
 * Required text, trimmed, between min and max characters (code points, contracts/core/text).
 * `requiredMessage` replaces the generic one where a form has its own (e.g. 'Todos los campos
 * son obligatorios').
 */
export const requiredText = (min: number, max: number, requiredMessage: string = m.required) =>
  text({ min, max, required: requiredMessage });

/**
 * Optional text: absent, null, or trimmed text of min to max characters. An empty string is
 * too short: forms send empty fields as null (SPEC §5, src/lib/forms/empty-as-null.ts), and
 * the server takes exactly what the document says.
 */
export const optionalText = (min: number, max: number) => text({ min: Math.max(min, 1), max }).nullable().optional();

/**
 * Separators people type inside a number: spaces, dots, hyphens, slashes and parentheses
 * ('36.020.003', '(341) 555-0000'). A DNI, a CUIT or a phone number is its digits.
 */
const numberSeparators = /[\s.\-/()]/g;

/**
 * A DNI or phone number as typed → its digits, when it is digits and separators only
 * ('36.020.003' → '36020003'); anything else (letters of a foreign document, a '+') stays as
 * typed, trimmed, for the field's own check to judge. Two ways of typing one number are one
 * value, so uniqueness (one person, one DNI) holds however it was typed (docs/decisions/0029).
 */
export const toDigits = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const bare = trimmed.replace(numberSeparators, '');
  return /^\d+$/.test(bare) ? bare : trimmed;
};

/**
 * `schema` applied to the digits of what was typed (toDigits). The input type stays the
 * schema's own (a form field is still a string), although zod types a preprocess as unknown.
 */
export const asDigits = <S extends z.ZodTypeAny>(schema: S) =>
  documentAs(z.preprocess(toDigits, schema) as unknown as z.ZodEffects<S, z.output<S>, z.input<S>>, { note: 'digits' });

/** Exactly `n` digits, e.g. phone numbers (10 digits); typed separators are dropped. */
export const digits = (n: number, message: string = m.pattern) =>
  asDigits(text({ required: m.required, format: { regex: new RegExp(`^\\d{${n}}$`), message } }));

/** Emails as every form checks them; the characters of each part exclude white space and control characters. */
// eslint-disable-next-line no-control-regex -- the ranges name the control characters an e-mail refuses
export const emailPattern = /^[^\s@\u0000-\u001F\u007F-\u009F]+@[^\s@\u0000-\u001F\u007F-\u009F]+\.[^\s@\u0000-\u001F\u007F-\u009F]{2,}$/;

/** True for a real calendar day: '2026-02-30' and '0000-00-00' are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * yyyy-mm-dd of a day that exists, as a pattern, so the document refuses what the server
 * refuses: days 29-31 only in months that have them, 29 February only in leap years
 * (divisible by 4, centuries only by 400).
 */
const calendarDatePattern =
  '(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\\d|2[0-8])' +
  '|\\d{4}-(0[13-9]|1[0-2])-(29|30)' +
  '|\\d{4}-(0[13578]|1[02])-31' +
  '|(\\d{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)-02-29)';

/** ISO calendar date (yyyy-mm-dd) of a real day. */
export const isoDate = documentAs(
  z
    .string({ required_error: m.required, invalid_type_error: m.required })
    .min(1, m.required)
    .regex(new RegExp(`^${calendarDatePattern}$`), m.pattern)
    .refine(isCalendarDate, m.pattern),
  { format: 'date', pattern: `^${calendarDatePattern}$` },
);

/** ISO date-time as the server sends it. */
export const isoDateTime = z.string().datetime({ offset: true });

const instantPattern = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
/**
 * An instant a device recorded and sends (a catch's time, a departure kept offline): ISO
 * date-time with seconds and its offset, as `Date.prototype.toISOString` writes it. The
 * pattern tells the document what the server takes (no control characters, no bare dates).
 */
export const instantInput = () =>
  documentAs(z.string().regex(new RegExp(instantPattern), m.pattern).datetime({ offset: true, message: m.pattern }), { pattern: instantPattern, format: 'date-time' });

/**
 * A date an organiser entered, as the server sends it (decision 0038): a period's start or
 * end (whole Argentine days) or a time of day set in Argentina. Each call is its own schema
 * so the document can say which one a field is.
 */
export const argentineDateTime = (note: 'periodStart' | 'periodEnd' | 'argentineTime') =>
  documentAs(z.string().datetime({ offset: true }), { note });

export const id = z.number().int().positive();

const decimalId = /^[1-9][0-9]*$/;
export const idMessages = { invalid: 'El identificador debe ser un número entero positivo' } as const;

/**
 * An id in a path or query string: a positive decimal integer, digits only. '0x2d', '1e3',
 * '+5', ' 5' and '05' are not ids (Number() would read them), so they answer 400. Callers
 * pass numbers; the URL carries their decimal text; the server gets the number back.
 */
const urlId = (message: string) =>
  z
    .union([z.number(), z.string()], {
      errorMap: (issue, ctx) => ({ message: issue.code === 'invalid_union' && ctx.data === undefined ? m.required : message }),
    })
    .transform(String)
    .pipe(
      documentAs(z.string().regex(decimalId, message), { note: 'decimalId' })
        .transform(Number)
        .refine(Number.isSafeInteger, message),
    );

/** Path parameters arrive as strings; ids must be positive decimal integers. */
export const idParam = urlId(idMessages.invalid);

/** Path parameter id with the message a screen shows for a bad one (e.g. `formMessages.ticketId`). */
export const idParamWith = (message: string) => urlId(message);

/** Query-string id (`?competition_id=3`): strings in the URL, numbers for callers. */
export const queryId = urlId(idMessages.invalid);

/** A choice from a select, sent as its id; an empty select gives `requiredMessage`. */
export const requiredId = (requiredMessage: string = m.required) =>
  z.number({ required_error: requiredMessage, invalid_type_error: requiredMessage }).int().positive(requiredMessage);

/** A number within bounds (forms convert their text to numbers before validating, SPEC §5 Boat). */
export const numberField = (
  bounds: { min?: number; max?: number; int?: boolean } = {},
  requiredMessage: string = m.required,
) => {
  let schema = z.number({ required_error: requiredMessage, invalid_type_error: requiredMessage });
  if (bounds.int) schema = schema.int(m.pattern);
  if (bounds.min !== undefined) schema = schema.min(bounds.min, m.min(bounds.min));
  if (bounds.max !== undefined) schema = schema.max(bounds.max, m.max(bounds.max));
  return schema;
};

/** A date, or a date and time (minutes, optional seconds and offset), of a real calendar day. */
const dateOrDateTimePattern = `^${calendarDatePattern}(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?(Z|[+-]([01]\\d|2[0-3]):?[0-5]\\d)?)?$`;

/**
 * A required date or date-time typed in a form, ISO formatted (dates of competitions and
 * prices). `edge` says which end of its Argentine day a bare date stands for (decision 0038).
 */
export const requiredDateTime = (edge?: 'start' | 'end', requiredMessage: string = m.required) =>
  documentAs(
    z
      .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
      .min(1, requiredMessage)
      .regex(new RegExp(dateOrDateTimePattern), m.pattern)
      .refine((v) => isCalendarDate(v) && !Number.isNaN(Date.parse(v)), m.pattern),
    { pattern: dateOrDateTimePattern, note: edge === 'start' ? 'periodStartInput' : edge === 'end' ? 'periodEndInput' : 'dateOrDateTime' },
  );

export const cuitMessages = { length: 'CUIT debe tener exactamente 11 dígitos' } as const;

/** What a CUIT looks like on the wire and in reads: the 2-8-1 parts joined by hyphens. */
export const cuitPattern = /^\d{2}-\d{8}-\d$/;

/** 11 digits typed with or without separators → '27-30111222-4'; anything else stays as typed (and fails). */
const toCuitParts = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const digitsOnly = value.replace(numberSeparators, '');
  return /^\d{11}$/.test(digitsOnly) ? `${digitsOnly.slice(0, 2)}-${digitsOnly.slice(2, 10)}-${digitsOnly.slice(10)}` : value.trim();
};

/**
 * CUIT: 11 digits in parts 2-8-1 (SPEC §5, no check digit in the spec). The body carries it
 * as '27-30111222-4', as the form shows it and as the document's pattern says; a form's input
 * typed without hyphens (or with spaces) is brought to that shape before it is checked.
 */
export const cuitField = (requiredMessage: string = m.required) =>
  documentAs(
    z.preprocess(
      toCuitParts,
      z
        .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
        .min(1, requiredMessage)
        .regex(cuitPattern, cuitMessages.length),
    ),
    { note: 'cuit' },
  );

/** A CUIT as read back. */
export const cuit = z.string().regex(cuitPattern);
