import type { ErrorCode } from '@contracts/core/envelope';
import { statusTexts } from '@contracts/core/http';
import { accessMessages } from '@contracts/core/messages';

/**
 * What every call resolves to (SPEC §7 envelope plus two conveniences): `ok` to branch on
 * and, for failures, the server's `errorCode` and per-field messages. Never thrown.
 */
export type ApiSuccess<T> = {
  ok: true;
  statusCode: number;
  statusText: string;
  message: string;
  data: T;
};

export type ApiFailure = {
  ok: false;
  statusCode: number;
  statusText: string;
  message: string;
  data: null;
  errorCode?: ErrorCode;
  fieldErrors?: Record<string, string>;
  /**
   * Set when the answer was not the API's own (src/api/transport-failure.ts): it never came,
   * came too late, or was a gateway's page. `message` then holds a Spanish sentence for it.
   */
  kind?: FailureKind;
};

/**
 * Why a call failed without an answer from the API: the browser was offline, the server could
 * not be reached or dropped the connection, no answer within the bound, an answer that was not
 * JSON (a gateway's HTML page), JSON that is not our envelope, a 5xx envelope with no message.
 */
export type FailureKind = 'offline' | 'unreachable' | 'timeout' | 'not-json' | 'not-envelope' | 'server-error';

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const NETWORK_ERROR_TEXT = 'Error de red';
export const TOKEN_EXPIRED_MESSAGE = accessMessages.tokenExpired;

/**
 * A write whose failure says nothing about whether the server applied it: the request may have
 * arrived and the answer got lost, or the server failed half-way. Its retry must carry the same
 * Idempotency-Key, and the screens must refetch what it could have changed. A 4xx envelope is
 * the server's refusal: nothing happened.
 */
export const outcomeUnknown = (res: Pick<ApiFailure, 'statusCode' | 'kind'>): boolean =>
  res.kind !== undefined || res.statusCode >= 500;

/** SPEC §8 failed refresh. */
export const refreshFailed = (): ApiFailure => ({
  ok: false,
  statusCode: 401,
  statusText: statusTexts[401]!,
  message: 'Token refresh failed',
  data: null,
});
