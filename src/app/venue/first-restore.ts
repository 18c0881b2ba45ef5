import type { QueryClient } from '@tanstack/react-query';
import { restoreSavedReads, type CacheStore } from '@/api/query-persistence';

/**
 * The saved reads put back before the dashboard's first render, for the user signed in when
 * the app loaded (a deep link, a reload). Without it the first commit rendered every screen
 * "restoring", and the restore's end changed TanStack's restoring context: React then walked
 * the whole dashboard for its readers and rendered every read again, in one task, on the
 * admin's teams list the load's longest (issue 30).
 */
type FirstRestore = { client: QueryClient; userId: number; readonly done: boolean; finished: Promise<void> };

let first: FirstRestore | undefined;

/**
 * Begins the restore, and resolves when it has finished or after `waitAtMostMs` (a slow
 * IndexedDB does not hold the first paint back: the screens then wait for it as before).
 * `stillWanted`: whether the user is still the one signed in (restoreSavedReads).
 */
export function restoreBeforeFirstRender(
  client: QueryClient,
  store: CacheStore,
  userId: number,
  { waitAtMostMs, stillWanted }: { waitAtMostMs: number; stillWanted: () => boolean },
): Promise<void> {
  let done = false;
  // restoreSavedReads never rejects: no saved reads is a normal start.
  const finished = restoreSavedReads(client, store, userId, { stillWanted }).then(() => {
    done = true;
  });
  first = {
    client,
    userId,
    get done() {
      return done;
    },
    finished,
  };
  return Promise.race([finished, new Promise<void>((resolve) => setTimeout(resolve, waitAtMostMs))]);
}

/** The restore begun before the first render for this user and cache, if any. */
export function firstRestoreFor(client: QueryClient, userId: number): Pick<FirstRestore, 'done' | 'finished'> | undefined {
  return first?.client === client && first.userId === userId ? first : undefined;
}
