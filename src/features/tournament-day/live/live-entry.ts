/**
 * The live leaderboard's door from the app shell (issue 35): a module with no imports, so the
 * shell's first load (the sign-in page's, budget 0004) names one small file for /en-vivo
 * instead of the page's whole list of chunks to preload.
 */
export const loadLivePage = () => import('./live-page');
