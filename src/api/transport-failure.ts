import { z } from 'zod';
import { errorCodeSchema } from '@contracts/core/envelope';
import { transport } from './failure-messages/transport';
import { NETWORK_ERROR_TEXT, type ApiFailure, type FailureKind } from './result';

/**
 * The one mapping from "the API did not answer" to what the user reads (issue 19). The
 * browser's error ("Failed to fetch"), ofetch's ("[POST] …: <no response>") and a gateway's
 * reason phrase or HTML never become a message: only the kind of failure is kept.
 */
const sentences: Record<FailureKind, string> = {
  offline: transport.offline,
  unreachable: transport.unreachable,
  timeout: transport.timeout,
  'not-json': transport.unexpectedAnswer,
  'not-envelope': transport.unexpectedAnswer,
  'server-error': transport.serverError,
};

/** No usable answer at all: SPEC §8's network failure (500, 'Error de red') with the cause's sentence. */
export const networkFailure = (kind: FailureKind): ApiFailure => ({
  ok: false,
  statusCode: 500,
  statusText: NETWORK_ERROR_TEXT,
  message: sentences[kind],
  data: null,
  kind,
});

/** Why fetch threw: our bound ran out, the browser knows it is offline, or the server is out of reach. */
export function thrownKind(timedOut: boolean): FailureKind {
  if (timedOut) return 'timeout';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return 'unreachable';
}

/**
 * Error bodies are read leniently: the contract requires statusCode, but the message of a
 * backend that forgets it is still worth showing (the HTTP status is known anyway), and an
 * error code this build does not know yet must not turn the server's words into 'no answer'.
 */
const failureBodySchema = z.object({
  message: z.string(),
  additionalData: z.object({ errorCode: z.string().optional(), fields: z.record(z.string()).optional() }).optional(),
});

export type ErrorAnswer = { status: number; statusText: string; body: unknown };

/**
 * An error status whose body is the API's envelope with a message: the server's own words
 * (and its error code and field messages). Anything else is classified: a gateway's HTML or
 * plain text, JSON of another shape, a 5xx that says nothing. `fallback` is the endpoint's
 * SPEC §8 text for a 4xx envelope that brought no message.
 */
export function errorAnswerFailure(raw: ErrorAnswer, fallback: string): ApiFailure {
  const base = { ok: false as const, statusCode: raw.status, statusText: raw.statusText, data: null };
  const parsed = failureBodySchema.safeParse(raw.body);
  if (parsed.success && parsed.data.message) {
    const extra = parsed.data.additionalData;
    const errorCode = errorCodeSchema.safeParse(extra?.errorCode);
    return {
      ...base,
      message: parsed.data.message,
      ...(errorCode.success ? { errorCode: errorCode.data } : {}),
      ...(extra?.fields ? { fieldErrors: extra.fields } : {}),
    };
  }
  const kind = answerKind(raw);
  return kind ? { ...base, message: sentences[kind], kind } : { ...base, message: fallback };
}

/** What kind of non-answer an error response is, or undefined for a 4xx envelope without a message. */
function answerKind({ status, body }: ErrorAnswer): FailureKind | undefined {
  if (typeof body === 'string' && body.trim() !== '') return 'not-json';
  const looksLikeEnvelope = body === undefined || body === null || body === '' || isEnvelopeWithoutMessage(body);
  if (!looksLikeEnvelope) return 'not-envelope';
  return status >= 500 ? 'server-error' : undefined;
}

const isEnvelopeWithoutMessage = (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { statusCode, message } = body as { statusCode?: unknown; message?: unknown };
  return typeof statusCode === 'number' || message === '';
};

/** A 2xx whose body is not JSON: a captive portal or a proxy answered, not the API. */
export const isForeignSuccess = (body: unknown): boolean => typeof body === 'string' && body.trim() !== '';
