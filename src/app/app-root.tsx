import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';

/**
 * The whole tree, the same for the browser and for the build-time prerender
 * (src/app/prerender.tsx): hydration needs both to render identical elements, so neither
 * wraps the app in anything the other does not. `ssrPath` is the page being prerendered;
 * in the browser wouter reads the address bar.
 */
export function AppRoot({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App />
      </Router>
    </StrictMode>
  );
}
