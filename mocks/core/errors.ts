import type { ErrorCode } from '@contracts/core/envelope';
import type { ErrorStatus } from '@contracts/core/http';
import { accessMessages, requestMessages } from '@contracts/core/messages';

/** Thrown by resolvers and guards; the builder turns it into the contract's error body. */
export class MockHttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errorCode?: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new MockHttpError(400, message, 'VALIDATION_ERROR', fields);
export const notFound = (message: string) => new MockHttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, errorCode: ErrorCode) => new MockHttpError(409, message, errorCode);
export const forbidden = (message: string = accessMessages.forbidden) =>
  new MockHttpError(403, message, 'FORBIDDEN');
/** A business rule of SPEC §4 was broken: 422 with a Spanish explanation. */
export const ruleBroken = (message: string) => new MockHttpError(422, message, 'BUSINESS_RULE');
/** An exception in a resolver or in the HTTP server: a bug of the demo, never a rule. */
export const internalError = () => new MockHttpError(500, 'Error interno del servidor');

/**
 * A body that is not declared as JSON. A cross-site HTML form can POST text/plain without a
 * CORS preflight; refusing every other type keeps such a form from calling the API.
 */
export const unsupportedMediaType = () =>
  new MockHttpError(415, requestMessages.jsonOnly);
