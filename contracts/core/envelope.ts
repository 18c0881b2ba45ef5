import { z } from 'zod';

/**
 * What every call yields to the UI (SPEC §7): the HTTP status, its text, the server's
 * message and the data. The client never throws; failures arrive as this same shape.
 */
export const apiResultSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    statusCode: z.number().int(),
    statusText: z.string(),
    message: z.string(),
    data,
  });

export type ApiResult<T> = {
  statusCode: number;
  statusText: string;
  message: string;
  data: T;
};

/** Body of a successful response on the wire: the status (SPEC §7: every response has it), the server's message and the payload. */
export const successBodySchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    statusCode: z.number().int(),
    message: z.string(),
    data,
  });

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
