import { z } from 'zod';

/**
 * The API's settings, from the environment only (docs/deploy.md). In production mode
 * (NODE_ENV=production) the server refuses to start without JWT_SECRET and refuses the test
 * controls.
 */
const flag = z.enum(['on', 'off']).default('off');

const environment = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  SEED: z.enum(['demo', 'none']).default('none'),
  MOCK_SCALE: z.string().optional(),
  API_TEST_CONTROLS: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Requests that may wait for a connection at once; past it, 503 at once (no unbounded queue). */
  DB_MAX_WAITING: z.coerce.number().int().min(0).default(200),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  /** The site's public address (https://torneo.club.org.ar): links the API hands out (card checkout). */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Mercado Pago's Checkout Pro (issue 34, docs/deploy.md): with both set (and PUBLIC_URL) the
   * card payments go to Mercado Pago; without them the demonstration checkout stays.
   */
  MP_ACCESS_TOKEN: z.string().min(1).optional(),
  MP_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** How old a notification's signed timestamp may be (seconds). */
  MP_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Tests only: where the SDK's calls go instead of https://api.mercadopago.com (the local stand-in). Refused in production. */
  MP_API_BASE_URL: z.string().url().optional(),
  /** Behind nginx on the same machine: the client's address comes from X-Real-IP. */
  TRUST_PROXY: flag,
});

export type MercadoPagoConfig = {
  accessToken: string;
  webhookSecret: string;
  toleranceSeconds: number;
  /** The site's address: back URLs (the payment result page) and the notification URL. */
  publicUrl: string;
  apiBaseUrl: string | null;
};

export type Config = z.infer<typeof environment> & { production: boolean; jwtSecret: string | null; mercadoPago: MercadoPagoConfig | null };

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  const config = parsed.data;
  const production = config.NODE_ENV === 'production';
  if (production && !config.JWT_SECRET) throw new ConfigError('En producción (NODE_ENV=production) JWT_SECRET es obligatorio: 32 caracteres o más, por ejemplo `openssl rand -base64 48`.');
  if (production && config.API_TEST_CONTROLS === 'on') throw new ConfigError('API_TEST_CONTROLS=on no se admite en producción: reinicia y reemplaza los datos.');
  return { ...config, production, jwtSecret: config.JWT_SECRET ?? null, mercadoPago: mercadoPagoConfig(config, production) };
}

function mercadoPagoConfig(config: z.infer<typeof environment>, production: boolean): MercadoPagoConfig | null {
  const { MP_ACCESS_TOKEN: accessToken, MP_WEBHOOK_SECRET: webhookSecret } = config;
  if (!accessToken && !webhookSecret) {
    if (config.MP_API_BASE_URL) throw new ConfigError('MP_API_BASE_URL sin MP_ACCESS_TOKEN ni MP_WEBHOOK_SECRET: no hay Mercado Pago que apuntar.');
    return null;
  }
  if (!accessToken || !webhookSecret) throw new ConfigError('Mercado Pago necesita MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET juntas (docs/deploy.md).');
  if (!config.PUBLIC_URL) throw new ConfigError('Con Mercado Pago, PUBLIC_URL es obligatoria: de ella salen las URL de retorno y de notificación.');
  if (production && config.MP_API_BASE_URL) throw new ConfigError('MP_API_BASE_URL es solo para pruebas: en producción el SDK habla con Mercado Pago.');
  return {
    accessToken,
    webhookSecret,
    toleranceSeconds: config.MP_WEBHOOK_TOLERANCE_SECONDS,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    apiBaseUrl: config.MP_API_BASE_URL ?? null,
  };
}
