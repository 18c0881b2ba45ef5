import { mockScale } from './mock-scale';
import { clearStoredDb, dbStorageKey, restoreDb, saveDb } from './persistence';
import { resetDemoDbLazily } from './lazy-reset';
import { seedDay } from './seed-day';
import { SEED_SHAPE } from './seed-shape';
import { db, onDbChange, replaceDb } from './store';

export type PersistentDb = {
  /** Whether the database came from storage (false: freshly seeded). */
  restored: boolean;
  /** Discards the stored database and installs and stores a fresh seed. */
  reset: () => Promise<void>;
  /** Stops persisting. */
  stop: () => void;
};

/**
 * Installs the database a browser tab works on: the stored one when it is still usable,
 * otherwise a fresh seed; then saves it after every write (onDbChange).
 */
export async function installPersistentDb(storage: Storage): Promise<PersistentDb> {
  let seededOn = seedDay();
  const key = dbStorageKey(mockScale());
  // A database too large for the storage quota (the large demo can be) is not retried at every write.
  let writable = true;
  const persist = () => {
    if (writable) writable = saveDb(storage, db(), seededOn, SEED_SHAPE, key);
  };
  const reseed = async () => {
    clearStoredDb(storage, key);
    await resetDemoDbLazily();
    seededOn = seedDay();
    persist();
  };

  const stored = restoreDb(storage, { shape: SEED_SHAPE, today: new Date(seedDay()) }, key);
  if (stored) {
    replaceDb(stored.db);
    seededOn = stored.seededOn;
  } else {
    await reseed();
  }
  const stop = onDbChange(persist);
  return { restored: Boolean(stored), reset: reseed, stop };
}
