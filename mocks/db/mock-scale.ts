import { parseMockScale } from './seed-data/scale';

/** Replaced by Vite (vite.config.ts `define`) in the browser builds, dev server and vitest. */
declare const __MOCK_SCALE__: string | undefined;

/**
 * `MOCK_SCALE=5000 npm run dev | build:demo | mock:server`: the number of extra teams of the
 * large demo; 0 when unset. The browser reads the value Vite baked in, node (tsx) its env.
 */
export function mockScale(): number {
  const raw = typeof __MOCK_SCALE__ !== 'undefined' ? __MOCK_SCALE__ : (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.MOCK_SCALE;
  return parseMockScale(raw);
}
