import { useCallback } from 'react';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AnyEndpoint, RequestInput, ResponseData } from '@contracts/core/endpoint';
import { ApiError, toApiError } from './api-error';
import { invalidateAfter } from './invalidation';
import { endpointPrefix, requestEndpoint, type EndpointInputArgs } from './query';
import { outcomeUnknown, type ApiResponse, type ApiSuccess } from './result';
import { transport } from './failure-messages/transport';
import { networkFailure } from './transport-failure';

/** A write that failed because the browser is offline says so in its own words (it was not queued). */
const asWriteFailure = (error: ApiError): ApiError =>
  error.kind === 'offline' ? new ApiError({ ...networkFailure('offline'), message: transport.offlineWrite }) : error;

/** The browser knows it is offline: the write is not even tried (issue 23). */
const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What a screen may add to a write: an optimistic update (onMutate) and its rollback (onError). */
export type EndpointMutationOptions<E extends AnyEndpoint, TContext> = Pick<
  UseMutationOptions<ApiSuccess<ResponseData<E>>, ApiError, RequestInput<E>, TContext>,
  'onMutate' | 'onError' | 'onSuccess' | 'onSettled'
>;

/**
 * One write through TanStack Query. On success it invalidates what the endpoint changes
 * (src/api/invalidation.ts) before it resolves, so the screen that follows already shows
 * the new data. After a failure that leaves the outcome unknown (no answer, a timeout, a 5xx:
 * the server may have applied it, issue 19) it invalidates the same reads, without waiting
 * for them: the failure shows at once, and no screen keeps a state the server may no longer
 * have. A refusal (4xx) changed nothing. Never retried: a write is sent once.
 *
 * `call(input)` answers like `api.call` (an ApiResponse, never thrown), so a form keeps
 * branching on `res.ok` and reading `res.fieldErrors`.
 */
export function useEndpointMutation<E extends AnyEndpoint, TContext = unknown>(
  endpoint: E,
  options: EndpointMutationOptions<E, TContext> = {},
) {
  const client = useQueryClient();
  const mutation = useMutation<ApiSuccess<ResponseData<E>>, ApiError, RequestInput<E>, TContext>({
    ...options,
    mutationKey: endpointPrefix(endpoint),
    retry: false,
    mutationFn: (input) =>
      knownOffline()
        ? Promise.reject(asWriteFailure(new ApiError(networkFailure('offline'))))
        : requestEndpoint(endpoint, input).catch((error: unknown) => Promise.reject(asWriteFailure(toApiError(error)))),
    onSuccess: async (...args) => {
      await invalidateAfter(client, endpoint);
      await options.onSuccess?.(...args);
    },
    onError: async (...args) => {
      // The screen's rollback first, so the refetch has the last word.
      await options.onError?.(...args);
      if (outcomeUnknown(args[0])) void invalidateAfter(client, endpoint);
    },
  });

  const { mutateAsync } = mutation;
  const call = useCallback(
    (...[input]: EndpointInputArgs<E>): Promise<ApiResponse<ResponseData<E>>> =>
      mutateAsync((input ?? {}) as RequestInput<E>).catch((error: unknown) => toApiError(error)),
    [mutateAsync],
  );
  return { ...mutation, call };
}
