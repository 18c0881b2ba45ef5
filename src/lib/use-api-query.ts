import { useCallback, useEffect, useState } from 'react';
import type { AnyEndpoint, RequestInput, ResponseData } from '@contracts/core/endpoint';
import { api, type ApiFailure } from '@/api';

export type QueryState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: ApiFailure }
  | { status: 'success'; data: T; error: null };

/**
 * Loads one endpoint's data for a screen: loading → success | error, reloadable, and
 * cancelled when the component goes away or the input changes. `enabled: false` waits.
 */
export function useApiQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestInput<E> = {} as RequestInput<E>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const [state, setState] = useState<QueryState<ResponseData<E>>>({ status: 'loading', data: null, error: null });
  const [version, setVersion] = useState(0);
  // Input compared by value, so callers may pass a fresh object literal on every render.
  const key = JSON.stringify(input);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { status: 'loading', data: null, error: null }));
    // The call's signature varies per endpoint; the input was typed by the caller.
    const call = api.call as (e: AnyEndpoint, i: unknown, o: { signal: AbortSignal }) => ReturnType<typeof api.call>;
    void call(endpoint, JSON.parse(key) as unknown, { signal: controller.signal }).then((res) => {
      if (controller.signal.aborted) return;
      setState(res.ok ? { status: 'success', data: res.data as ResponseData<E>, error: null } : { status: 'error', data: null, error: res });
    });
    return () => controller.abort();
  }, [endpoint, key, enabled, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
