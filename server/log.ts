import pino from 'pino';

/**
 * Structured logs, one JSON line per event (docs/decisions/0064). Request lines carry the
 * request id, method, path, status, duration and attempts — never a body, a header, a query
 * string, a token, a password or Mercado Pago's access token and webhook secret: those paths are
 * redacted in case a caller passes them (the SDK's errors carry no request headers).
 */
export const createLogger = (level: string, destination?: pino.DestinationStream) =>
  pino(
  {
    level,
    base: { service: 'pesca-api' },
    redact: {
      paths: [
        'MP_ACCESS_TOKEN',
        'MP_WEBHOOK_SECRET',
        'webhookSecret',
        '*.webhookSecret',
        'secret',
        '*.secret',
        'err.config',
        'err.headers',
        'password', '*.password', 'token', '*.token', 'accessToken', 'refreshToken', '*.accessToken', '*.refreshToken', 'authorization', '*.authorization', 'headers', '*.headers', 'body', '*.body'],
      censor: '[oculto]',
    },
  },
  destination,
  );

export type Logger = ReturnType<typeof createLogger>;
