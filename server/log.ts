import pino from 'pino';

/**
 * Structured logs, one JSON line per event (docs/decisions/0064). Request lines carry the
 * request id, method, path, status, duration and attempts — never a body, a header, a query
 * string, a token or a password: those paths are redacted in case a caller passes them.
 */
export const createLogger = (level: string) =>
  pino({
    level,
    base: { service: 'pesca-api' },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'accessToken', 'refreshToken', '*.accessToken', '*.refreshToken', 'authorization', '*.authorization', 'headers', '*.headers', 'body', '*.body'],
      censor: '[oculto]',
    },
  });

export type Logger = ReturnType<typeof createLogger>;
