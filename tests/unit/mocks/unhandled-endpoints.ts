import type { HttpHandler } from 'msw';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { endpointOf } from '@mocks/core/define-handler';

/**
 * The declared calls no handler answers, as 'METHOD /path'. Kept apart from the test so the
 * test can also run it on a handler list with a domain left out and see that it notices.
 */
export function unhandledEndpoints(endpoints: readonly AnyEndpoint[], handlers: readonly HttpHandler[]): string[] {
  const handledIds = new Set(handlers.map((h) => endpointOf(h)?.id));
  return endpoints.filter((e) => !handledIds.has(e.id)).map((e) => `${e.method} ${e.path}`);
}
