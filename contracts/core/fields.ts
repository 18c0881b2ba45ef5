import { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * Field builders that carry SPEC §5's Spanish messages. The contracts use them for request
 * bodies, so the same rule (and the same message) runs in the form and in the mock backend.
 */

/** Required text, trimmed, between min and max characters. */
export const requiredText = (min: number, max: number) =>
  z
    .string({ required_error: m.required, invalid_type_error: m.required })
    .trim()
    .min(1, m.required)
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
