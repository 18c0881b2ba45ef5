import { useCallback } from 'react';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AnyEndpoint, RequestInput, ResponseData } from '@contracts/core/endpoint';
import { toApiError, type ApiError } from './api-error';
import { invalidateAfter } from './invalidation';
import { endpointPrefix, requestEndpoint, type EndpointInputArgs } from './query';
import type { ApiResponse, ApiSuccess } from './result';

/** What a screen may add to a write: an optimistic update (onMutate) and its rollback (onError). */
export type EndpointMutationOptions<E extends AnyEndpoint, TContext> = Pick<
  UseMutationOptions<ApiSuccess<ResponseData<E>>, ApiError, RequestInput<E>, TContext>,
  'onMutate' | 'onError' | 'onSuccess' | 'onSettled'
>;

/**
 * One write through TanStack Query. On success it invalidates what the endpoint changes
 * (src/api/invalidation.ts) before it resolves, so the screen that follows already shows
 * the new data. Never retried: a write is sent once.
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
    mutationFn: (input) => requestEndpoint(endpoint, input).catch((error: unknown) => Promise.reject(toApiError(error))),
    onSuccess: async (...args) => {
      await invalidateAfter(client, endpoint);
      await options.onSuccess?.(...args);
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
