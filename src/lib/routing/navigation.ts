/**
 * An absolute app path as wouter needs it from anywhere: inside the nested /dashboard router
 * a plain '/dashboard/x' would become '/dashboard/dashboard/x'; the '~' prefix leaves the
 * nest. Links, redirects and navigate() calls all take `appHref(path)`.
 */
export const appHref = (path: string) => `~${path}`;

