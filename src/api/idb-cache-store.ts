import { createStore, del, get, promisifyRequest } from 'idb-keyval';
import type { CacheStore, SavedCache } from './query-persistence';

const KEY = 'lecturas';

/** The saved reads in IndexedDB (database 'pesca-sin-conexion'), one entry: the signed-in user's. */
export function idbCacheStore(): CacheStore {
  const store = createStore('pesca-sin-conexion', 'cache');
  return {
    load: () => get<SavedCache>(KEY, store),
    // Committed explicitly: a save written as the page is left (pagehide) must not wait for
    // the end of a task the closing document may never finish.
    save: (cache) =>
      store('readwrite', (objects) => {
        objects.put(cache, KEY);
        objects.transaction.commit?.();
        return promisifyRequest(objects.transaction);
      }),
    remove: () => del(KEY, store),
  };
}
