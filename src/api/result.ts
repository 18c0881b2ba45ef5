import type { ErrorCode } from '@contracts/core/envelope';
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
};

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const NETWORK_ERROR_TEXT = 'Error de red';
export const TOKEN_EXPIRED_MESSAGE = accessMessages.tokenExpired;

/** SPEC §8 failed refresh. */
export const refreshFailed = (): ApiFailure => ({
  ok: false,
  statusCode: 401,
  statusText: 'Unauthorized',
  message: 'Token refresh failed',
  data: null,
});
