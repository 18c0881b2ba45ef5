/** HTTP vocabulary shared by the endpoint registry, the client and the mock backend. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 415 | 422 | 429 | 500 | 503;

/** Spanish reason phrases the client falls back to when a response carries none. */
export const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Headers of every API answer, success or error (issue 19, docs/decisions/0033): the bodies
 * carry tokens, generated passwords and personal data, so no cache (browser, proxy, CDN) keeps
 * them, and a browser never guesses a type other than the declared application/json.
 */
export const apiResponseHeaders = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;
