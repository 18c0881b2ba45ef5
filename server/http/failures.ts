import { apiResponseHeaders } from '@contracts/core/http';
import { conflictMessages } from '@contracts/messages';
import { serviceMessages } from '@contracts/core/messages';
import { errorReply } from '../../mocks/core/answer';
import { internalError } from '../../mocks/core/errors';
import { PoolSaturatedError } from '../db/connect';
import { StoreBusyError } from '../store/store';

/**
 * What a request that failed outside the rules answers (docs/decisions/0064), in the
 * contract's envelope and in Spanish: the database unreachable or too slow (503, the client
 * shows it and a create retried with its Idempotency-Key completes once), every attempt of
 * a write overtaken (503), a unique value taken by a request that raced this one (409 with
 * the contract's message), anything else a 500 that the log explains.
 */
type PgLikeError = { code?: string; constraint?: string; message?: string };

const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '53400', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/** The error and its causes (drizzle wraps the driver's error in its own, with `cause`). */
function* chain(error: unknown): Generator<PgLikeError> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e as PgLikeError;
}

export function databaseUnreachable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (/Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)/i.test(e.message ?? '')) return true;
  }
  return false;
}

/**
 * The database answers but every connection is taken: the wait for one ran out
 * (DB_CONNECT_TIMEOUT_MS), or too many requests already wait (DB_MAX_WAITING).
 */
export function poolExhausted(error: unknown): boolean {
  for (const e of chain(error)) if (e instanceof PoolSaturatedError || /timeout exceeded when trying to connect/.test(e.message ?? '')) return true;
  return false;
}

const uniqueViolation = (error: unknown) => [...chain(error)].find((e) => e.code === '23505' && e.constraint);

const takenBy: Record<string, { message: string; errorCode: 'USERNAME_IN_USE' | 'DNI_IN_USE' | 'EMAIL_IN_USE' | 'LICENSE_NUMBER_IN_USE' }> = {
  users_username_key: { message: conflictMessages.USERNAME_IN_USE, errorCode: 'USERNAME_IN_USE' },
  users_dni_key: { message: conflictMessages.DNI_IN_USE, errorCode: 'DNI_IN_USE' },
  users_email_key: { message: conflictMessages.EMAIL_IN_USE, errorCode: 'EMAIL_IN_USE' },
  users_licence_key: { message: conflictMessages.LICENSE_NUMBER_IN_USE, errorCode: 'LICENSE_NUMBER_IN_USE' },
};

const withHeaders = (response: Response, headers: Record<string, string>) => {
  for (const [name, value] of Object.entries({ ...apiResponseHeaders, ...headers })) response.headers.set(name, value);
  return response;
};

export const unavailable = () => withHeaders(errorReply(503, serviceMessages.unavailable, { errorCode: 'SERVICE_UNAVAILABLE' }), { 'Retry-After': '5' });
export const busy = () => withHeaders(errorReply(503, serviceMessages.busy, { errorCode: 'SERVICE_UNAVAILABLE' }), { 'Retry-After': '1' });
export const tooManySignIns = (seconds: number) =>
  withHeaders(errorReply(429, serviceMessages.tooManySignIns, { errorCode: 'RATE_LIMITED' }), { 'Retry-After': String(seconds) });
export const tooLarge = () => withHeaders(errorReply(413, serviceMessages.tooLarge), {});
export const internal = () => withHeaders(errorReply(500, internalError().message), {});

/** The answer for an error thrown while a request ran; `null` when it is a bug to log as such. */
export function failureAnswer(error: unknown): { response: Response; kind: 'unavailable' | 'busy' | 'taken' | 'internal' } {
  if (error instanceof StoreBusyError || poolExhausted(error)) return { response: busy(), kind: 'busy' };
  if (databaseUnreachable(error)) return { response: unavailable(), kind: 'unavailable' };
  const violation = uniqueViolation(error);
  const taken = violation ? takenBy[violation.constraint!] : undefined;
  if (taken) return { response: withHeaders(errorReply(409, taken.message, { errorCode: taken.errorCode }), {}), kind: 'taken' };
  return { response: internal(), kind: 'internal' };
}
