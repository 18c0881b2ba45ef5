import { emptyDb, type Db } from './schema';

/**
 * Browser persistence of the mock database (GUIDE.md pitfall 3). The key is versioned:
 * bump DB_STORAGE_VERSION when the rows change shape or the seed gains rows a stored database
 * lacks (v2: the demo account capitan.hostil and its team; v3: the idempotency keys; v4: periods as
 * Argentine days, decision 0038; v5: the transfer account's holder, issue 31; v6: the refresh tokens, kept hashed, issue 32; v7: the tournament day's scorings, check-ins and catches, issue 35; v8: its demo judge and scoring). A stored database is also refused
 * when its shape differs from the current seed's (a forgotten bump), when it cannot be
 * parsed, or when it was seeded too long ago for the current competition's registration
 * window (placed around the seed day) to still be open. Refused means discarded and
 * reseeded, never a white screen.
 */
export const DB_STORAGE_VERSION = 8;
export const DB_STORAGE_PREFIX = 'pesca-mock-db';
export const DB_STORAGE_KEY = `${DB_STORAGE_PREFIX}:v${DB_STORAGE_VERSION}`;
/**
 * The large demo (MOCK_SCALE) is stored under its own key: a build with another scale must
 * never restore it as its own (the shape check alone cannot tell 60 teams from 5,060).
 */
export const dbStorageKey = (scale = 0) => (scale > 0 ? `${DB_STORAGE_KEY}:escala-${scale}` : DB_STORAGE_KEY);
/** The seed's registration window spans 30 days either side of its day. */
export const MAX_STORED_AGE_DAYS = 14;

type Stored = { seededOn: string; shape: string; db: Db };

/** Collection names and the field names of their first row: changes when the rows change shape. */
export function dbShape(db: Db): string {
  return Object.entries(db)
    .map(([name, value]) => {
      const sample: unknown = Array.isArray(value) ? value[0] : value;
      const fields = sample && typeof sample === 'object' ? Object.keys(sample).sort().join(',') : '';
      return `${name}(${fields})`;
    })
    .sort()
    .join(';');
}

const looksLikeDb = (value: unknown): value is Db => {
  if (!value || typeof value !== 'object') return false;
  const expected = emptyDb();
  return Object.entries(expected).every(([name, empty]) => {
    const stored = (value as Record<string, unknown>)[name];
    return Array.isArray(empty) ? Array.isArray(stored) : Boolean(stored) && typeof stored === 'object';
  });
};

export function saveDb(storage: Storage, db: Db, seededOn: string, shape: string, key = DB_STORAGE_KEY): boolean {
  try {
    storage.setItem(key, JSON.stringify({ seededOn, shape, db } satisfies Stored));
    return true;
  } catch (error) {
    // Quota exceeded or storage disabled: the demo keeps working, only without persistence.
    console.warn('[mock] No se pudo guardar la base de demostración', error);
    return false;
  }
}

/** The stored database if it is usable with this build today; otherwise null, and stale keys are removed. */
export function restoreDb(storage: Storage, expected: { shape: string; today: Date }, key = DB_STORAGE_KEY): { db: Db; seededOn: string } | null {
  removeOtherVersions(storage, key);
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    const ageDays = (expected.today.getTime() - Date.parse(stored.seededOn ?? '')) / 86_400_000;
    if (looksLikeDb(stored.db) && stored.shape === expected.shape && ageDays >= 0 && ageDays <= MAX_STORED_AGE_DAYS) {
      return { db: stored.db, seededOn: stored.seededOn! };
    }
  } catch {
    // Unparsable: fall through and discard.
  }
  storage.removeItem(key);
  return null;
}

export function clearStoredDb(storage: Storage, key = DB_STORAGE_KEY) {
  storage.removeItem(key);
  removeOtherVersions(storage, key);
}

/** Other versions and other scales: one stored database per origin (the large one is megabytes). */
function removeOtherVersions(storage: Storage, key: string) {
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const other = storage.key(i);
    if (other && other.startsWith(DB_STORAGE_PREFIX) && other !== key) stale.push(other);
  }
  stale.forEach((other) => storage.removeItem(other));
}
