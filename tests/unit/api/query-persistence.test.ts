import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { signal } from '@preact/signals-react';
import type { SessionUser } from '@contracts/entities/session';
import {
  CACHE_VERSION,
  removeOnIdentityChange,
  restoreSavedReads,
  SAVED_FOR_MS,
  saveReadsAsTheyArrive,
  type CacheStore,
  type SavedCache,
} from '@/api/query-persistence';

/** An in-memory store standing in for IndexedDB: what was saved, and whether it was removed. */
function memoryStore(initial?: SavedCache) {
  let saved = initial;
  const store: CacheStore & { current: () => SavedCache | undefined } = {
    load: async () => saved,
    save: async (cache) => {
      saved = cache;
    },
    remove: async () => {
      saved = undefined;
    },
    current: () => saved,
  };
  return store;
}

const user = (id: number): SessionUser => ({ id, roleId: 3, status: 'active', username: `u${id}` });
const teamKey = ['teams', 'teams.getOwnOrList', {}];
const paymentsKey = ['payments', 'payments.list', {}];

afterEach(() => vi.useRealTimers());

async function answered(client: QueryClient, key: unknown[], data: unknown) {
  await client.fetchQuery({ queryKey: key, queryFn: async () => data });
}

describe('saved reads (venue mode)', () => {
  it("saves the offline screens' reads, not the others, and gives them back to the same user with their time", async () => {
    vi.useFakeTimers();
    const session = signal<SessionUser | null>(user(7));
    const store = memoryStore();
    const client = new QueryClient();
    saveReadsAsTheyArrive(client, store, session, 1000);
    await answered(client, teamKey, { name: 'Los Dorados' });
    await answered(client, paymentsKey, [{ id: 1 }]);
    await vi.advanceTimersByTimeAsync(1000);

    const saved = store.current();
    expect(saved?.userId).toBe(7);
    expect(saved?.state.queries.map((q) => q.queryKey)).toEqual([teamKey]);

    const next = new QueryClient();
    await restoreSavedReads(next, store, 7);
    expect(next.getQueryData(teamKey)).toEqual({ name: 'Los Dorados' });
    expect(next.getQueryState(teamKey)?.dataUpdatedAt).toBe(client.getQueryState(teamKey)?.dataUpdatedAt);
    expect(next.getQueryData(paymentsKey)).toBeUndefined();
  });

  it("removes another user's saved reads instead of showing them", async () => {
    const store = memoryStore({ version: CACHE_VERSION, userId: 7, savedAt: Date.now(), state: { queries: [], mutations: [] } });
    const client = new QueryClient();
    await restoreSavedReads(client, store, 8);
    expect(store.current()).toBeUndefined();
  });

  it('puts nothing back when the user signs out (or another account takes over) while the saved reads are being read', async () => {
    const earlier = new QueryClient();
    await answered(earlier, teamKey, { name: 'Los Dorados' });
    const store = memoryStore({ version: CACHE_VERSION, userId: 7, savedAt: Date.now(), state: dehydrate(earlier) });
    let signedIn = true;
    const client = new QueryClient();
    const restoring = restoreSavedReads(client, store, 7, { stillWanted: () => signedIn });
    // Signed out before IndexedDB answered.
    signedIn = false;
    await restoring;
    expect(client.getQueryData(teamKey)).toBeUndefined();
  });

  it('drops saved reads older than a week, or of an older shape', async () => {
    const now = Date.now();
    const old = memoryStore({ version: CACHE_VERSION, userId: 7, savedAt: now - SAVED_FOR_MS - 1, state: { queries: [], mutations: [] } });
    await restoreSavedReads(new QueryClient(), old, 7, { now });
    expect(old.current()).toBeUndefined();
    const shape = memoryStore({ version: CACHE_VERSION - 1, userId: 7, savedAt: now, state: { queries: [], mutations: [] } });
    await restoreSavedReads(new QueryClient(), shape, 7, { now });
    expect(shape.current()).toBeUndefined();
  });

  it('wipes them on sign-out and when another account signs in, not on a new token for the same user', async () => {
    const session = signal<SessionUser | null>(user(7));
    const store = memoryStore({ version: CACHE_VERSION, userId: 7, savedAt: Date.now(), state: { queries: [], mutations: [] } });
    removeOnIdentityChange(store, session);
    session.value = { ...user(7), status: 'active' };
    await Promise.resolve();
    expect(store.current()).toBeDefined();
    session.value = null;
    await Promise.resolve();
    expect(store.current()).toBeUndefined();

    await store.save({ version: CACHE_VERSION, userId: 7, savedAt: Date.now(), state: { queries: [], mutations: [] } });
    session.value = user(7);
    session.value = user(9);
    await Promise.resolve();
    expect(store.current()).toBeUndefined();
  });

  it('saves right after the answers arrive, not a second later (issue 30)', async () => {
    vi.useFakeTimers();
    const session = signal<SessionUser | null>(user(7));
    const store = memoryStore();
    const client = new QueryClient();
    const stop = saveReadsAsTheyArrive(client, store, session);
    await answered(client, teamKey, { name: 'Los Dorados' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.current()?.state.queries.map((q) => q.queryKey)).toEqual([teamKey]);
    stop();
  });

  it.each([
    ['the page is hidden (the phone switches apps, or kills the tab later)', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
    }],
    ['the page is left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
  ])('writes a save still due at once when %s', async (_when, leave) => {
    vi.useFakeTimers();
    const session = signal<SessionUser | null>(user(7));
    const store = memoryStore();
    const client = new QueryClient();
    const stop = saveReadsAsTheyArrive(client, store, session, 1000);
    await answered(client, teamKey, { name: 'Los Dorados' });
    expect(store.current()).toBeUndefined();
    leave();
    // No timer has run: the save was written by the event itself.
    expect(store.current()?.state.queries.map((q) => q.queryKey)).toEqual([teamKey]);
    stop();
    vi.restoreAllMocks();
  });

  it('writes nothing on leaving when no save is due, nor after it stopped', async () => {
    const session = signal<SessionUser | null>(user(7));
    const store = memoryStore();
    const save = vi.spyOn(store, 'save');
    const client = new QueryClient();
    const stop = saveReadsAsTheyArrive(client, store, session);
    window.dispatchEvent(new Event('pagehide'));
    expect(save).not.toHaveBeenCalled();
    stop();
    await answered(client, teamKey, { name: 'Los Dorados' });
    window.dispatchEvent(new Event('pagehide'));
    expect(save).not.toHaveBeenCalled();
  });

  it('writes nothing when a save falls due after the sign-out', async () => {
    vi.useFakeTimers();
    const session = signal<SessionUser | null>(user(7));
    const store = memoryStore();
    const client = new QueryClient();
    saveReadsAsTheyArrive(client, store, session, 1000);
    await answered(client, teamKey, { name: 'Los Dorados' });
    session.value = null;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.current()).toBeUndefined();
  });
});
