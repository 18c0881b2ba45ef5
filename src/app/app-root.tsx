import { StrictMode } from 'react';
import { App } from './app';

/**
 * The whole tree, as the browser renders (main.tsx) and the build prerenders it
 * (src/app/prerender.tsx, which only puts wouter's <Router ssrPath> around it: a provider
 * with one child adds no markup and does not change useId's ids). Hydration needs both to
 * render identical elements.
 */
export function AppRoot() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
