/**
 * The routes the app shell needs before any page has loaded: the public paths and the
 * dashboard's root. Apart from the dashboard route table (routes.ts, which
 * re-exports these), so the sign-in page's first load does not carry that table (decision 0004).
 */

/** Public paths (SPEC §2). */
export const publicPaths = {
  signIn: '/',
  signUp: '/signup',
  forgotCredentials: '/forgot-credentials',
  unauthorized: '/unauthorized',
  home: '/home',
  /** The public live leaderboard (issue 35, decision 0074): no sign-in, lazily loaded. */
  live: '/en-vivo',
} as const;

export const DASHBOARD = '/dashboard';
