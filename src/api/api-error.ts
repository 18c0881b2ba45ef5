import type { ErrorCode } from '@contracts/core/envelope';
import { genericFallback } from './fallbacks';
import type { ApiFailure, FailureKind } from './result';

/**
 * A failed call as TanStack Query sees it. `api.call` never throws; the query adapter throws
 * this so the cache knows the read failed (and a mutation does not invalidate anything). It
 * carries every field of the ApiFailure, so a screen hands `query.error` to the same message
 * helpers and field-error setters as an `api.call` answer.
 */
export class ApiError extends Error implements ApiFailure {
  readonly ok = false as const;
  readonly data = null;
  readonly statusCode: number;
  readonly statusText: string;
  readonly errorCode?: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly kind?: FailureKind;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.statusCode = failure.statusCode;
    this.statusText = failure.statusText;
    if (failure.errorCode) this.errorCode = failure.errorCode;
    if (failure.fieldErrors) this.fieldErrors = failure.fieldErrors;
    if (failure.kind) this.kind = failure.kind;
  }
}

/** Anything a query or mutation function threw, as an ApiError (a bug becomes 'Error inesperado'). */
export const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError
    ? error
    : new ApiError({ ok: false, statusCode: 500, statusText: 'Internal Server Error', message: genericFallback, data: null });
