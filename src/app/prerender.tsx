import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { DASHBOARD, publicPaths } from '@/lib/session/entry-routes';
import { dashboardRoutes } from '@/lib/routing/routes';
import { adminRoleIds } from '@/lib/access/policy';
import { demoControls } from '@/lib/session/demo-controls';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/lib/session/session-state';
import { AppRoot } from './app-root';
import type { AppScripts, PrerenderedHead } from './prerender-marks';

export { PENDING_ATTRIBUTE } from './prerender-marks';

/**
 * Build-time entry (server build, run by scripts/vite-prerender.ts): the public pages'
 * HTML as a signed-out visitor first sees it, so they paint before the JS has arrived and
 * React hydrates them (main.tsx).
 */

/**
 * The prerendered pages: the path, the file the static server answers it with (`vite
 * preview` and most hosts serve /signup from signup.html), and the module of its lazy page,
 * whose CSS the build links in the file's <head> so the HTML is styled at first paint.
 */
export const prerenderedPages = [
  { path: publicPaths.signIn, file: 'index.html', page: 'src/features/auth/sign-in-page.tsx' },
  { path: publicPaths.signUp, file: 'signup.html', page: 'src/features/auth/sign-up-page.tsx' },
  { path: publicPaths.forgotCredentials, file: 'forgot-credentials.html', page: 'src/features/auth/forgot-credentials-page.tsx' },
  { path: publicPaths.unauthorized, file: 'unauthorized.html', page: 'src/features/auth/unauthorized-page.tsx' },
] as const;

/** What a visit with a stored session loads after the entry: preloaded with it (AppScripts.signedIn). */
export const signedInModule = 'src/app/dashboard-shell.tsx';
/** Each dashboard route's full path, in the router's matching order ('/dashboard' is home). */
export const dashboardPaths = (Object.entries(dashboardRoutes) as [string, { path: string }][]).map(
  ([key, route]) => [key, key === 'home' ? DASHBOARD : `${DASHBOARD}${route.path}`] as const,
);

// The demo build's footer has the reset button (main.tsx registers the control before
// hydrating): the prerendered footer must have it too. It is never pressed here. Same
// condition as main.tsx's mocksEnabled.
const mocksEnabled =
  import.meta.env.VITE_MOCKS === 'on' || (import.meta.env.VITE_MOCKS !== 'off' && !import.meta.env.VITE_API_URL);
if (mocksEnabled) demoControls.resetDemoData = () => undefined;

/**
 * The root's markup for `path`, once every lazy page in it has loaded, and what the head's
 * inline script (prerender-guard.ts) reads: it loads the browser build's `scripts` after the first paint.
 */
export async function renderPage(path: string, scripts: AppScripts): Promise<{ html: string; head: PrerenderedHead }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <AppRoot />
    </Router>, {
    onError: (error) => void errors.push(error),
  });
  if (errors.length) throw new AggregateError(errors, `No se pudo prerenderizar ${path}`);
  const html = await new Response(prelude).text();
  return { html, head: { path, tokenKeys: [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY], accessTokenKey: ACCESS_TOKEN_KEY, adminRoles: [...adminRoleIds], scripts } };
}
