import { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * Field builders that carry SPEC §5's Spanish messages. The contracts use them for request
 * bodies, so the same rule (and the same message) runs in the form and in the mock backend.
 */

/**
 * Required text, trimmed, between min and max characters. `requiredMessage` replaces the
 * generic one where a form has its own (e.g. 'Todos los campos son obligatorios').
 */
export const requiredText = (min: number, max: number, requiredMessage: string = m.required) =>
  z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .min(min, m.minLength(min))
    .max(max, m.maxLength(max));

/** Optional text: empty strings become null (SPEC §5 'Empty strings are sent as null'). */
export const optionalText = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string().min(min, m.minLength(min)).max(max, m.maxLength(max)).nullable().optional(),
  );

/** Exactly `n` digits, e.g. phone numbers (10 digits) and CUIT (11). */
export const digits = (n: number, message: string = m.pattern) =>
  z
    .string({ required_error: m.required })
    .trim()
    .min(1, m.required)
    .regex(new RegExp(`^\\d{${n}}$`), message);

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** ISO calendar date (yyyy-mm-dd). */
export const isoDate = z
  .string({ required_error: m.required })
  .min(1, m.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.pattern);

/** ISO date-time as the server sends it. */
export const isoDateTime = z.string().datetime({ offset: true });

export const id = z.number().int().positive();

/** Path parameters arrive as strings; ids must be positive integers. */
export const idParam = z.coerce.number({ invalid_type_error: 'El identificador debe ser numérico' }).int().positive();

/** Path parameter id with the message a screen shows for a bad one (e.g. 'ID de ticket inválido'). */
export const idParamWith = (message: string) => z.coerce.number({ invalid_type_error: message }).int(message).positive(message);

/** Query-string id (`?competition_id=3`): strings in the URL, numbers for callers. */
export const queryId = z.coerce.number({ invalid_type_error: 'El identificador debe ser numérico' }).int().positive();

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

const isoDateOrDateTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A required date or date-time typed in a form, ISO formatted (dates of competitions and prices). */
export const requiredDateTime = (requiredMessage: string = m.required) =>
  z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .min(1, requiredMessage)
    .regex(isoDateOrDateTime, m.pattern)
    .refine((v) => !Number.isNaN(Date.parse(v)), m.pattern);

export const cuitMessages = { length: 'CUIT debe tener exactamente 11 dígitos' } as const;

/**
 * CUIT: 11 digits, typed in parts 2-8-1 (SPEC §5). Dashes and spaces are dropped, so the
 * body always carries the 11 digits.
 */
export const cuitField = (requiredMessage: string = m.required) =>
  z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, requiredMessage).regex(/^\d{11}$/, cuitMessages.length));
