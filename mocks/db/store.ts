import { emptyDb, type Db } from './schema';

/**
 * The one database the handlers read and write. `replaceDb` swaps it wholesale (seed,
 * reset, provider states, restore from browser storage); `onDbChange` lets the browser
 * entry persist after every write.
 */
let current: Db = emptyDb();
const listeners = new Set<(db: Db) => void>();

export const db = (): Db => current;

export function replaceDb(next: Db) {
  current = next;
}

export function onDbChange(listener: (db: Db) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyDbChanged() {
  for (const listener of listeners) listener(current);
}

export const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
