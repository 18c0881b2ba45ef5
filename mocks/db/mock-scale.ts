/** `MOCK_SCALE=5000`: how many extra teams the large demo adds; 0 (unset) is the plain demo. */
export const MAX_MOCK_SCALE = 20_000;

// Here, not beside the large seed: the browser reads the scale without loading the seed (faker).
export function parseMockScale(raw: string | undefined | null): number {
  const scale = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(scale) && scale > 0 ? Math.min(scale, MAX_MOCK_SCALE) : 0;
}

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
