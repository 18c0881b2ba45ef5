import { z } from 'zod';

/**
 * Build-time settings, validated once. With VITE_API_URL set the app talks to that backend
 * and the embedded mock backend stays off unless VITE_MOCKS=on says otherwise.
 */
const envSchema = z.object({
  VITE_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  VITE_MOCKS: z.enum(['on', 'off']).optional(),
});

const raw = envSchema.parse({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_MOCKS: import.meta.env.VITE_MOCKS,
});

export const env = {
  /** API root without the trailing /api; empty means same origin. */
  apiUrl: (raw.VITE_API_URL ?? '').replace(/\/+$/, ''),
  mocksEnabled: raw.VITE_MOCKS ? raw.VITE_MOCKS === 'on' : !raw.VITE_API_URL,
  /** Response contract checks run in development and tests, never in production builds. */
  checkContracts: import.meta.env.DEV || import.meta.env.MODE === 'test',
} as const;
