import { useEffect, useState, type ReactNode } from 'react';
import { IsRestoringProvider, type QueryClient } from '@tanstack/react-query';
import type { ReadonlySignal } from '@preact/signals-react';
import type { SessionUser } from '@contracts/entities/session';
import { restoreSavedReads, saveReadsAsTheyArrive, type CacheStore } from '@/api/query-persistence';
import { firstRestoreFor } from './first-restore';

/**
 * Puts the signed-in user's saved reads back before any screen reads (TanStack's "restoring"
 * state holds the queries meanwhile), then keeps saving the offline screens' answers
 * (decision 0049). Mounted again for each identity (query-provider.tsx keys it).
 */
export function SavedReads({
  client,
  store,
  session,
  children,
}: {
  client: QueryClient;
  store: CacheStore;
  session: ReadonlySignal<SessionUser | null>;
  children: ReactNode;
}) {
  // Nobody signed in: nothing to restore (the dashboard's guard sends the visitor to sign in).
  // Restored before the first render (first-restore.ts): the screens read at once.
  const [restoring, setRestoring] = useState(() => {
    const user = session.peek();
    return user !== null && !firstRestoreFor(client, user.id)?.done;
  });
  useEffect(() => {
    const userId = session.peek()?.id;
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const restored = firstRestoreFor(client, userId)?.finished ?? restoreSavedReads(client, store, userId, { stillWanted: () => !cancelled });
    void restored.finally(() => {
      if (cancelled) return;
      stop = saveReadsAsTheyArrive(client, store, session);
      setRestoring(false);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, store, session]);
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
