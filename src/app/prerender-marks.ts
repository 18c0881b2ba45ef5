/**
 * Names shared by a prerendered page's inline script (prerender-guard.ts), main.tsx and
 * HydrationDone, and the shape of what the build writes for that script. Constants and types
 * only: the sign-in page's first load carries just the one it uses (decision 0004).
 */

/** Set on the root by the build; removed by the inline script when the markup is not used, and once React owns it. */
export const PENDING_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the inline script while an unused root waits to be cleared (it hides it). */
export const SKIP_ATTRIBUTE = 'data-prerender-skip';
/** The id of the JSON the build writes the app's scripts in (scripts/build-report.ts reads it too). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The browser build's entry and the modules to preload with it; `signedIn`: the modules and
 * stylesheets a visit with a stored session needs next (the dashboard's shell), loaded with the entry
 * instead of after it has run (one round trip less before the dashboard).
 */
export type AppScripts = {
  entry: string;
  preload: string[];
  /**
   * The prerendered page's own chunk and what it needs beyond `preload`: requested only when
   * this visit renders that page (not for a stored session going to the dashboard, issue 7).
   */
  page?: string[];
  signedIn?: string[];
  /** With a stored session, the JS and CSS of the dashboard page at the visited path: [path pattern, files], in matching order. */
  dashboardPages?: [string, DashboardPageFiles][];
};

/** A dashboard page's files; a page by role (SPEC §2 /dashboard/competitions) has one set per audience. */
export type DashboardPageFiles = string[] | { admins: string[]; team: string[] };

/** What the build writes in a prerendered page's JSON block (APP_SCRIPTS_ID) for its inline script (prerender-guard.ts). */
export type PrerenderedHead = {
  /** The path the page was rendered for. */
  path: string;
  /** The storage keys of a session's tokens: with one stored, the visit goes to the dashboard. */
  tokenKeys: string[];
  /** The access token's key: its roleId claim picks a page by role's audience (AppScripts.dashboardPages). */
  accessTokenKey: string;
  /** The roles that see the admins' page of a page by role (src/lib/access/policy.ts). */
  adminRoles: number[];
  scripts: AppScripts;
};
