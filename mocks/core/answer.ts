import { getResponse } from 'msw';
import { statusTexts } from '@contracts/core/http';
import { requestMessages } from '@contracts/core/messages';
import { apiHandlers, handlers } from '../handlers';
import { apiRouter } from './route-api';
import { allowedMethods } from './routes';

/**
 * A fetch-style request answered by the mock's handlers, as every server entry answers it
 * (the HTTP mock, mocks/http-server.ts, and the production API, server/): routing problems
 * first (404, 405 with Allow, 400 for a URL that cannot be read), HEAD as GET without the
 * body, then the handlers. CORS and the socket are the caller's.
 */

/** An error in the contract's envelope (SPEC §7), for what happens before any handler runs. */
export const errorReply = (status: number, message: string, extra: { errorCode?: string; headers?: Record<string, string> } = {}) =>
  new Response(
    JSON.stringify({ statusCode: status, message, ...(extra.errorCode ? { additionalData: { errorCode: extra.errorCode } } : {}) }),
    { status, statusText: statusTexts[status], headers: { 'Content-Type': 'application/json', ...extra.headers } },
  );

/** A path no handler answers. */
export const routeNotFound = () => errorReply(404, 'Ruta no encontrada en el servidor', { errorCode: 'NOT_FOUND' });

/**
 * Routing a handler cannot do: an unknown path is 404, a method the path does not serve is
 * 405 with Allow (TRACE included: `new Request()` refuses it, so it must never reach MSW).
 */
export function routeProblem(method: string, pathname: string): Response | null {
  const allowed = allowedMethods(pathname);
  if (!allowed) return routeNotFound();
  if (!allowed.includes(method))
    return errorReply(405, `Método ${method} no permitido en esta ruta; se admite: ${allowed.join(', ')}`, { headers: { Allow: allowed.join(', ') } });
  return null;
}

/** The request's path, or null when it cannot be read: an unparsable URL or a broken percent-encoding ('%E0%A4%A'). */
export const readablePathname = (url: string) => {
  try {
    const { pathname } = new URL(url, 'http://localhost');
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return null;
  }
};

export const invalidUrlReply = () => errorReply(400, requestMessages.invalidUrl, { errorCode: 'VALIDATION_ERROR' });

/** Answers a request whose method is known to be served (routeProblem said null); HEAD is GET without the body. */
export async function answerRequest(request: Request): Promise<Response> {
  return (await answerByRoute(request)) ?? (await getResponse(handlers, request)) ?? routeNotFound();
}

/**
 * The API's endpoints straight from their routing table, as `handlers`' first handler routes
 * them: MSW's dispatch (a copy of the request and its cookies for each handler it tries) cost
 * each request of the production API more than most reads' rules (issue 33). What no endpoint
 * answers (the test controls, the demo checkout) still goes through MSW.
 */
const answerByRoute = apiRouter(apiHandlers);
