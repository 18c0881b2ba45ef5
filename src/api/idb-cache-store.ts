import { createStore, del, get, set } from 'idb-keyval';
import type { CacheStore, SavedCache } from './query-persistence';

const KEY = 'lecturas';

/** The saved reads in IndexedDB (database 'pesca-sin-conexion'), one entry: the signed-in user's. */
export function idbCacheStore(): CacheStore {
  const store = createStore('pesca-sin-conexion', 'cache');
  return {
    load: () => get<SavedCache>(KEY, store),
    save: (cache) => set(KEY, cache, store),
    remove: () => del(KEY, store),
  };
}
