import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReadonlySignal } from '@preact/signals-react';
import type { SessionUser } from '@contracts/entities/session';

/**
 * Venue mode's saved reads (issue 23, decision 0049): the answers the offline screens show,
 * kept per signed-in user so the team card, the credential, the results and the roster open
 * without signal. Tokens are not here: they stay in localStorage (SPEC §4).
 */

/** The reads worth keeping: the offline screens' (team with members and boat, registration, competition, results, roster). */
export const OFFLINE_OPERATIONS: ReadonlySet<string> = new Set([
  'teams.getOwnOrList',
  'teams.getProgress',
  'teams.getRoster',
  'users.getProgress',
  'members.list',
  'competitions.getCurrent',
  'competitions.list',
  'competitions.listCategories',
  'results.getByCompetition',
  // The judge's catch log opens without signal (issue 35, decision 0073): its species, teams and the catches already sent.
  'scoring.get',
  'checkIns.list',
  'catches.list',
]);

/** Older saved reads are dropped: a week covers a tournament weekend, and Safari clears sites unused for 7 days anyway. */
export const SAVED_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Bump when a saved answer's shape changes: a cache of the old shape is dropped, never parsed. */
export const CACHE_VERSION = 1;

export type SavedCache = { version: number; userId: number; savedAt: number; state: DehydratedState };

/** Where the cache is kept (IndexedDB in the app, an in-memory map in tests). */
export interface CacheStore {
  load(): Promise<SavedCache | undefined>;
  save(cache: SavedCache): Promise<void>;
  remove(): Promise<void>;
}

const isOfflineRead = (query: Query) => query.state.status === 'success' && OFFLINE_OPERATIONS.has(String(query.queryKey[1]));

/**
 * Puts the user's saved reads back into the cache. Another user's cache, an older shape, or
 * one older than SAVED_FOR_MS is removed instead. Nothing is put back once `stillWanted` says
 * no (the user signed out, or another account took over, while IndexedDB answered): the next
 * user never gets the previous one's reads. Never fails: no saved reads is a normal start.
 */
export async function restoreSavedReads(
  client: QueryClient,
  store: CacheStore,
  userId: number,
  { now = Date.now(), stillWanted = () => true }: { now?: number; stillWanted?: () => boolean } = {},
): Promise<void> {
  const saved = await store.load().catch(() => undefined);
  if (!saved || !stillWanted()) return;
  if (saved.userId !== userId || saved.version !== CACHE_VERSION || now - saved.savedAt > SAVED_FOR_MS) {
    await store.remove().catch(() => undefined);
    return;
  }
  hydrate(client, saved.state);
}

/**
 * Saves the offline reads as soon as an answer arrives (the answers of one task together, in
 * the next one), under the user signed in at that moment; nothing once nobody is (a save due
 * just after a sign-out would otherwise write the previous user's reads back). A save still
 * due is written at once when the page is hidden or left (`visibilitychange` to hidden,
 * `pagehide`): a captain tapping through quickly, or a phone that kills the tab in the
 * background, keeps what was on screen (issue 30; they used to wait a second, and a page left
 * sooner saved nothing). Returns the unsubscribe.
 */
export function saveReadsAsTheyArrive(
  client: QueryClient,
  store: CacheStore,
  session: ReadonlySignal<SessionUser | null>,
  delayMs = 0,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const userId = session.peek()?.id;
    if (userId === undefined) return;
    const state = dehydrate(client, { shouldDehydrateQuery: isOfflineRead, shouldDehydrateMutation: () => false });
    void store.save({ version: CACHE_VERSION, userId, savedAt: Date.now(), state }).catch(() => undefined);
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const answered = event.type === 'updated' && event.action.type === 'success';
    if (answered && isOfflineRead(event.query)) timer ??= setTimeout(save, delayMs);
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushWhenHidden);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flushWhenHidden);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Removes the saved reads whenever the signed-in identity changes: sign-out, another account
 * signed in (here or in another tab), a session lost. The next user never finds the previous
 * one's data on the device. Returns the unsubscribe.
 */
export function removeOnIdentityChange(store: CacheStore, session: ReadonlySignal<SessionUser | null>): () => void {
  let identity = session.peek()?.id ?? null;
  return session.subscribe((user) => {
    const next = user?.id ?? null;
    if (next === identity) return;
    identity = next;
    void store.remove().catch(() => undefined);
  });
}
