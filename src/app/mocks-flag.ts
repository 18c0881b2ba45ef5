/**
 * Whether this build embeds the mock backend. A compile-time constant: with VITE_MOCKS=off
 * (or VITE_API_URL set) the branches it guards are dead code, so msw, faker and jose never
 * reach the production bundle (scripts/build-report.ts checks it).
 */
export const mocksEnabled =
  import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.VITE_MOCKS !== 'off' && !import.meta.env.VITE_API_URL);
