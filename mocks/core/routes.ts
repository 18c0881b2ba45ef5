import { allEndpoints } from '@contracts/index';

/**
 * Which methods the mock serves on a path, from the endpoint registry (plus the /__mock
 * control routes). The HTTP server asks this before handing a request to MSW, so a method
 * nobody serves gets 405 with an Allow header, and an unknown path 404, instead of an
 * exception: `new Request()` throws on TRACE, which used to surface as a 500.
 */
type Route = { pattern: RegExp; methods: Set<string> };

/** `/teams/{id}` → /^\/teams\/[^/]+\/?$/ (paths hold only letters, digits, `_`, `-`, `/` and placeholders). */
const toPattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`);

function buildRoutes(): Route[] {
  const byPath = new Map<string, Set<string>>();
  const add = (path: string, method: string) => byPath.set(path, (byPath.get(path) ?? new Set()).add(method));
  for (const e of allEndpoints) add(`/api${e.path}`, e.method);
  add('/__mock/state', 'POST');
  add('/__mock/reset', 'POST');
  return [...byPath].map(([path, methods]) => ({ pattern: toPattern(path), methods }));
}

const routes = buildRoutes();

/**
 * The methods served on `pathname` (several declarations may match, e.g. `/teams/progress`
 * and `/teams/{id}`), with HEAD wherever GET is served and OPTIONS (CORS preflight) on
 * every known path; null when no route matches.
 */
export function allowedMethods(pathname: string): string[] | null {
  const methods = new Set<string>();
  for (const route of routes) if (route.pattern.test(pathname)) route.methods.forEach((m) => methods.add(m));
  if (methods.size === 0) return null;
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
