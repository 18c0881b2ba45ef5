import type { ErrorCode } from '@contracts/core/envelope';

/** Thrown by resolvers and guards; the builder turns it into the contract's error body. */
export class MockHttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 500,
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
export const forbidden = (message = 'No tienes permiso para realizar esta acción') =>
  new MockHttpError(403, message, 'FORBIDDEN');
/** A business rule of SPEC §4 was broken: 422 with a Spanish explanation. */
export const ruleBroken = (message: string) => new MockHttpError(422, message, 'BUSINESS_RULE');
