import type { AccessRule } from '../routing/route-access';

/**
 * The routes the app shell needs before any page has loaded: the public paths and the
 * rule at the dashboard's door. Apart from the dashboard route table (routes.ts, which
 * re-exports these), so the sign-in page's first load does not carry that table (decision 0004).
 */

/** Public paths (SPEC §2). */
export const publicPaths = {
  signIn: '/',
  signUp: '/signup',
  forgotCredentials: '/forgot-credentials',
  unauthorized: '/unauthorized',
  home: '/home',
} as const;

export const DASHBOARD = '/dashboard';

/** Anyone signed in, whatever the status, may enter the dashboard (its home). */
export const dashboardDoorAccess = { statuses: 'any' } as const satisfies AccessRule;
