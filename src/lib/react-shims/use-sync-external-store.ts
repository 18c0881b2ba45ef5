/**
 * React 19 has useSyncExternalStore built in; the `use-sync-external-store/shim` package
 * (for React < 18), which wouter and @preact/signals-react import, only forwards to it.
 * vite.config.ts points the shim here so its CommonJS wrapper stays out of the bundle
 * (decision 0004).
 */
export { useSyncExternalStore } from 'react';
