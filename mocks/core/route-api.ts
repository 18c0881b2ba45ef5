import { http, type HttpHandler } from 'msw';
import { requestMessages } from '@contracts/core/messages';
import { errorResponse, routeOf, type Respond } from './define-handler';
import { badRequest } from './errors';

type Route = { method: string; pattern: RegExp; names: string[]; respond: Respond };

/** `/teams/{id}` → /^\/api\/teams\/([^/]+)\/?$/ and ['id']: MSW's own matching of `*\/api/teams/:id`. */
function compile(path: string): Pick<Route, 'pattern' | 'names'> {
  const names: string[] = [];
  const source = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^/api${source}/?$`), names };
}

/** A path segment decoded, or null when its percent-encoding is broken ('%E0%A4%A'). */
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Any URL with /api/ in its path. A RegExp without groups, not '*\/api/*': MSW decodes the
 * wildcard's match with decodeURIComponent, and a broken percent-encoding threw a URIError
 * there, before any handler could answer (a 500 in the browser and over HTTP).
 */
const API_PATH = /\/api\//;

export const routeOptions = {
  /**
   * Answer each request in a task of its own (the in-browser demo, mocks/browser.ts). The
   * calls a page made while the mock was starting are released together; answered in one
   * chain of microtasks (token checks, rules, response checks) they made one long task.
   */
  answerInOwnTask: false,
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One MSW handler in front of every endpoint handler (their order kept: bySpecificity).
 *
 * MSW tries its handlers one by one and each attempt parses the request's URL and cookies
 * (reading `document.cookie` in the browser): with ~90 endpoints that was most of the demo
 * dashboard's script time on load (`npm run perf`). Here the path is matched once against
 * precompiled patterns and only the endpoint it names answers. A request no endpoint takes
 * (another method on a known path, a path outside the API) passes on to the next handler.
 * Tests and stories still override single endpoints with `server.use(...)`: those handlers
 * come first.
 */
export function routeApi(handlers: readonly HttpHandler[]): HttpHandler {
  const answer = apiRouter(handlers);
  return http.all(API_PATH, ({ request }) => answer(request));
}

/**
 * The router itself: the answer of the endpoint a request's method and path name, or undefined
 * when none does. The servers call it straight (mocks/core/answer.ts), without MSW's dispatch.
 */
export function apiRouter(handlers: readonly HttpHandler[]): (request: Request) => Promise<Response | undefined> {
  const routes: Route[] = handlers.map((handler) => {
    const route = routeOf(handler);
    if (!route) throw new Error('routeApi: handler sin declaración de endpoint (usar handle())');
    return { method: route.endpoint.method, ...compile(route.endpoint.path), respond: route.respond };
  });
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/')) return undefined;
    for (const route of routes) {
      if (route.method !== request.method) continue;
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const values = route.names.map((_, i) => decode(match[i + 1]!));
      if (values.includes(null)) return errorResponse(badRequest(requestMessages.invalidUrl));
      const params = Object.fromEntries(route.names.map((name, i) => [name, values[i]!]));
      if (routeOptions.answerInOwnTask) await nextTask();
      return route.respond({ request, params });
    }
    return undefined;
  };
}
