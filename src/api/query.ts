import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, Domain, NeedsInput, RequestInput, ResponseData } from '@contracts/core/endpoint';
import { api } from './index';
import { ApiError } from './api-error';
import type { CallOptions } from './client';
import type { ApiResponse, ApiSuccess } from './result';

/**
 * The query adapter (docs/decisions/0017): TanStack Query options derived from an endpoint
 * declaration, so no screen writes a query key or a fetch function by hand.
 */

/** What a call of `E` takes: required when the endpoint declares params or a body. */
export type EndpointInputArgs<E extends AnyEndpoint> = NeedsInput<E> extends true
  ? [input: RequestInput<E>]
  : [input?: RequestInput<E>];

/**
 * Cache key of an endpoint's answer: `[domain, endpoint id, input]`. Invalidating `[domain]`
 * reaches every read of the domain, `[domain, id]` every input of one endpoint.
 */
export type EndpointKey = readonly [Domain, string, object];

export const endpointKey = <E extends AnyEndpoint>(endpoint: E, input?: RequestInput<E>): EndpointKey => [
  endpoint.domain,
  endpoint.id,
  input ?? {},
];

/** The prefix shared by every cached input of one endpoint. */
export const endpointPrefix = (endpoint: AnyEndpoint): QueryKey => [endpoint.domain, endpoint.id];

// api.call's signature varies per endpoint; the adapter's own signatures type the input.
type LooseCall = (endpoint: AnyEndpoint, input: unknown, options?: CallOptions) => Promise<ApiResponse<unknown>>;
const call = api.call as unknown as LooseCall;

/** One call as a promise that rejects with ApiError on failure (what TanStack Query expects). */
export async function requestEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestInput<E> | undefined,
  options: CallOptions = {},
): Promise<ApiSuccess<ResponseData<E>>> {
  const res = await call(endpoint, input ?? {}, options);
  if (!res.ok) throw new ApiError(res);
  return res as ApiSuccess<ResponseData<E>>;
}

/** Query options of one read: key from the declaration, the call as query function. */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, ...[input]: EndpointInputArgs<E>) {
  return queryOptions<ResponseData<E>, ApiError, ResponseData<E>, EndpointKey>({
    queryKey: endpointKey(endpoint, input),
    // The signal lets TanStack cancel the request when nobody shows its answer any more.
    queryFn: async ({ signal }) => (await requestEndpoint(endpoint, input, { signal })).data,
  });
}

/**
 * What a screen may add to a read: wait for something first (`enabled: false`); keep
 * following the server while the page is visible (`refetchInterval`, never in a hidden tab),
 * and ask again whenever the tab regains focus, fresh or not (`refetchOnWindowFocus: 'always'`).
 */
export type EndpointQueryExtras = { enabled?: boolean; refetchInterval?: number; refetchOnWindowFocus?: boolean | 'always' };

type QueryArgs<E extends AnyEndpoint> = NeedsInput<E> extends true
  ? [input: RequestInput<E>, extras?: EndpointQueryExtras]
  : [input?: RequestInput<E>, extras?: EndpointQueryExtras];

/** Reads an endpoint through the cache: one request for every component showing the same answer. */
export function useEndpointQuery<E extends AnyEndpoint>(endpoint: E, ...[input, extras]: QueryArgs<E>) {
  const options = (endpointQuery as (e: E, i?: RequestInput<E>) => ReturnType<typeof endpointQuery<E>>)(endpoint, input);
  return useQuery({ ...options, ...extras });
}
