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
  /** Behind nginx on the same machine: the client's address comes from X-Real-IP. */
  TRUST_PROXY: flag,
});

export type Config = z.infer<typeof environment> & { production: boolean; jwtSecret: string | null };

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
  return { ...config, production, jwtSecret: config.JWT_SECRET ?? null };
}
