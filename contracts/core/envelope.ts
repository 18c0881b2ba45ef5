import { z } from 'zod';

/** Machine-readable error codes the UI reacts to (SPEC §8). */
export const errorCodeSchema = z.enum([
  'USERNAME_IN_USE',
  'DNI_IN_USE',
  'EMAIL_IN_USE',
  'LICENSE_NUMBER_IN_USE',
  'VALIDATION_ERROR',
  'TOKEN_EXPIRED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BUSINESS_RULE',
  /** The Idempotency-Key was used before with another request (422). */
  'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this Idempotency-Key is still being answered (409). */
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** Too many failed sign-ins for this account or address (429, with Retry-After). */
  'RATE_LIMITED',
  /** The production API cannot reach its database, or is too busy (503, with Retry-After). */
  'SERVICE_UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Body of a failed response on the wire; statusCode repeats the HTTP status (SPEC §7). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  data: z.null().optional(),
  additionalData: z
    .object({
      errorCode: errorCodeSchema.optional(),
      /** For validation errors: the offending field paths and their messages. */
      fields: z.record(z.string()).optional(),
    })
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
