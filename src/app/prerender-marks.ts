/**
 * Names shared by a prerendered page's inline script (prerender-guard.ts), main.tsx and
 * HydrationDone. Constants only: the sign-in page's first load carries just the one
 * it uses (decision 0004).
 */

/** Set on the root by the build; removed by the inline script when the markup is not used, and once React owns it. */
export const PENDING_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the inline script while an unused root waits to be cleared (it hides it). */
export const SKIP_ATTRIBUTE = 'data-prerender-skip';
/** The id of the JSON the build writes the app's scripts in (scripts/build-report.ts reads it too). */
export const APP_SCRIPTS_ID = 'app-scripts';
