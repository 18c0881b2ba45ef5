import { z } from 'zod';
import type { ErrorCode } from './envelope';
import type { ErrorStatus } from './http';
import { idempotencyMessages } from './messages';

/**
 * The `Idempotency-Key` request header of create calls (declarations with `idempotent: true`;
 * docs/decisions/0027). The client sends one key per user intent (a UUID) and the same key
 * on every retry of that intent; the server keeps the first successful answer for
 * IDEMPOTENCY_WINDOW_HOURS and replays it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on a replayed answer, as Stripe does, so a client or a log can tell a replay from a first answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is remembered (Stripe: 24 hours). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** 1 to 255 printable ASCII characters (space to tilde): a UUID fits, and so does any opaque token a backend issues. */
export const idempotencyKeyPattern = /^[\x20-\x7E]{1,255}$/;

export const idempotencyKeySchema = z
  .string({ required_error: idempotencyMessages.invalidKey, invalid_type_error: idempotencyMessages.invalidKey })
  .regex(idempotencyKeyPattern, idempotencyMessages.invalidKey);

/** What OpenAPI says of the header on each create. */
export const idempotencyKeyDescription =
    `Clave de idempotencia: una por intención del usuario (la web manda un UUID) y la misma en cada reintento. ` +
      `Durante ${IDEMPOTENCY_WINDOW_HOURS} horas, por usuario, la misma clave con el mismo cuerpo recibe la primera respuesta exitosa ` +
      `(mismo estado y cuerpo, con ${IDEMPOTENT_REPLAYED_HEADER}: true) sin volver a crear nada; con otro cuerpo, 422. ` +
      `Opcional: sin clave la llamada crea cada vez.`;

/** The shape of a declaration's documented error (core/endpoint.ts), restated here so this module stays below it. */
type Documented = { example: string; description?: string; errorCodes?: readonly ErrorCode[]; exampleByCode?: Partial<Record<ErrorCode, string>> };

const keyErrors = {
  409: {
    code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
    message: idempotencyMessages.inProgress,
    why: `${IDEMPOTENCY_KEY_HEADER} de una solicitud que todavía se está respondiendo`,
  },
  422: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: idempotencyMessages.reusedWithOtherData,
    why: `${IDEMPOTENCY_KEY_HEADER} ya usada con otro cuerpo, otra ruta u otro método`,
  },
} as const satisfies Record<number, { code: ErrorCode; message: string; why: string }>;

/**
 * A create's documented errors plus the key's own refusals (409 in progress, 422 reused with
 * other data), merged into the status the call already documents so OpenAPI keeps one
 * response per status. The invalid key's 400 is the shared validation error.
 */
export function withIdempotencyErrors<E extends Partial<Record<ErrorStatus, Documented>>>(errors: E | undefined): E {
  const merged: Partial<Record<ErrorStatus, Documented>> = { ...errors };
  for (const [status, key] of Object.entries(keyErrors) as [`${keyof typeof keyErrors}`, (typeof keyErrors)[keyof typeof keyErrors]][]) {
    const own = merged[Number(status) as ErrorStatus];
    const also = `${key.code}: '${key.message}' (${key.why}).`;
    merged[Number(status) as ErrorStatus] = own
      ? {
          ...own,
          errorCodes: [...(own.errorCodes ?? []), key.code],
          exampleByCode: { ...own.exampleByCode, [key.code]: key.message },
          description: `${own.description ?? `'${own.example}'.`} También ${also}`,
        }
      : { example: key.message, errorCodes: [key.code], description: also };
  }
  return merged as E;
}
