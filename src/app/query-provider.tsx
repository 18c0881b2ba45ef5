import { Fragment, type ReactNode } from 'react';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { clearOnIdentityChange, createQueryClient } from '@/api/query-client';
import { sessionUser } from '@/lib/session/session-state';
import { removeOnIdentityChange, SAVED_FOR_MS } from '@/api/query-persistence';
import { idbCacheStore } from '@/api/idb-cache-store';
import { venueModeEnabled } from './venue/start-venue-mode';
import { SavedReads } from './venue/saved-reads';
import { restoreBeforeFirstRender } from './venue/first-restore';

/**
 * The app's server-state cache. It lives in the lazily loaded dashboard chunk, so the
 * sign-in page's first load does not carry TanStack Query (decision 0017, budget 0004).
 */
/**
 * Venue mode (production build, decision 0049): the offline screens' reads are saved per user
 * in IndexedDB; answers stay in memory as long as they are kept there, or a screen left
 * earlier would drop out of the saved reads at the next save.
 */
const savedReads = venueModeEnabled && typeof indexedDB !== 'undefined' ? idbCacheStore() : null;
// TanStack Query assumes online until an 'offline' event: an app opened without signal (venue
// mode's offline reload) would send every read and fail instead of pausing it (issue 19's rule).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
export const appQueryClient = createQueryClient(savedReads ? { gcTime: SAVED_FOR_MS } : {});
// Subscribed for the module's lifetime, not a component's: a sign-out unmounts the dashboard
// before the next account signs in, and the cache must be empty by then.
clearOnIdentityChange(appQueryClient, sessionUser);
if (savedReads) removeOnIdentityChange(savedReads, sessionUser);

/** How long the first render waits for the saved reads at most (IndexedDB answers in a few ms; one that hangs must not keep the screen blank). */
const FIRST_RESTORE_WAIT_MS = 300;

/**
 * The signed-in user's saved reads, put back before the dashboard's first render (a deep link
 * or a reload: `preloadDashboard` in src/app/app.tsx waits for this with the shell and the
 * page, and src/main.tsx for it). Nothing to do without venue mode or a user.
 */
export function restoreSavedReadsFirst(): Promise<void> {
  const userId = sessionUser.peek()?.id;
  if (!savedReads || userId === undefined) return Promise.resolve();
  return restoreBeforeFirstRender(appQueryClient, savedReads, userId, {
    waitAtMostMs: FIRST_RESTORE_WAIT_MS,
    stillWanted: () => sessionUser.peek()?.id === userId,
  });
}

/**
 * Gives the dashboard the cache. Keyed by the signed-in identity: when another account takes
 * over (another tab), every screen mounts again on the emptied cache instead of keeping
 * observers of the previous user's reads.
 */
export function AppQueryProvider({ client = appQueryClient, children }: { client?: QueryClient; children: ReactNode }) {
  useSignals();
  const identity = sessionUser.value?.id ?? 'nadie';
  return (
    <QueryClientProvider client={client}>
      <Fragment key={identity}>
        {savedReads && client === appQueryClient ? (
          <SavedReads client={client} store={savedReads} session={sessionUser}>
            {children}
          </SavedReads>
        ) : (
          children
        )}
      </Fragment>
    </QueryClientProvider>
  );
}
