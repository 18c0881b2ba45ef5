import { QueryClient } from '@tanstack/react-query';
import type { ReadonlySignal } from '@preact/signals-react';
import type { SessionUser } from '@contracts/entities/session';

/**
 * How long an answer counts as fresh: a screen opened again within this time (or a second
 * component reading the same endpoint, like the sidebar and the team screen both reading
 * GET /teams) shows the cached answer without asking again. What the user changes through
 * the app is invalidated at once (src/api/invalidation.ts); this only bounds how long a
 * change made by somebody else can go unseen while moving between screens.
 */
export const FRESH_FOR_MS = 30_000;

/**
 * The cache's rules (docs/decisions/0017). No retries: a failed read shows its error at once
 * with 'Reintentar', as before the cache (and a 4xx would fail again anyway); a write is
 * never sent twice.
 *
 * Offline (issue 19), networkMode 'online': a read does not go out and fail, it pauses
 * (fetchStatus 'paused', which QueryView and ListPage show as waiting for the connection)
 * and goes out when the browser is back online, as does every stale read on screen
 * (refetchOnReconnect). Writes are not queued (issue 23, decision 0049): networkMode 'always'
 * sends one at once, and offline it fails at once with 'para guardar hace falta la conexión'
 * while the form keeps the input; nothing (a payment, a result) is sent later behind the
 * person's back, when they may have left the screen or changed their mind.
 */
export function createQueryClient({ gcTime }: { gcTime?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: FRESH_FOR_MS,
        networkMode: 'online',
        refetchOnReconnect: true,
        ...(gcTime === undefined ? {} : { gcTime }),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Empties the cache whenever the signed-in identity changes: sign-out, another account
 * signed in (here or in another tab), a session lost. One user never sees another's data.
 * A new token for the same user (refresh, team created, account activated) keeps the cache;
 * the write that caused it invalidated what it changed. Returns the unsubscribe.
 */
export function clearOnIdentityChange(client: QueryClient, session: ReadonlySignal<SessionUser | null>): () => void {
  let identity = session.peek()?.id ?? null;
  return session.subscribe((user) => {
    const next = user?.id ?? null;
    if (next === identity) return;
    identity = next;
    client.clear();
  });
}
