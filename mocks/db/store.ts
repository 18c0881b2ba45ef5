import { emptyDb, type Db } from './schema';

/**
 * The one database the handlers read and write. `replaceDb` swaps it wholesale (seed,
 * reset, provider states, restore from browser storage); `onDbChange` lets the browser
 * entry persist after every write.
 *
 * The production server (server/) answers many requests at once, each over its own copy of
 * the data it reads (server/store/request-db.ts): it installs a scope with `useDbScope`, and
 * then `db()` and `replaceDb` act on the current request's database. The demo, the tests
 * and the HTTP mock never install one and share the single database below.
 */
let current: Db = emptyDb();
let scope: (() => Db | undefined) | null = null;
const listeners = new Set<(db: Db) => void>();

export const db = (): Db => scope?.() ?? current;

export function replaceDb(next: Db) {
  const scoped = scope?.();
  if (scoped) Object.assign(scoped, next);
  else current = next;
}

/** The server's per-request database (AsyncLocalStorage); outside a request, the shared one. */
export function useDbScope(provider: () => Db | undefined) {
  scope = provider;
}

export function onDbChange(listener: (db: Db) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyDbChanged() {
  for (const listener of listeners) listener(db());
}

/**
 * A collection that hands out its next id itself: the production API's writing requests
 * (server/store/request-db.ts) give an id above every row of the image and every id the
 * process gave out before, without reading the collection, so two creates of one collection
 * do not conflict over the id; the primary key refuses an id another process took meanwhile
 * (the commit inserts new rows with ON CONFLICT DO NOTHING and runs the request again on a
 * shortfall: docs/decisions/0070). Nothing in the demo or the tests has it.
 */
export const allocateId: unique symbol = Symbol('allocateId');
type AllocatesIds = { [allocateId]?: () => number };

/**
 * The next free id: above every id of the collection (the largest plus one here; the
 * production API may leave gaps, never repeats). `every`, not `reduce`: over copy-on-write
 * drafts `every` visits the rows themselves, where `reduce` would make a proxy per row.
 */
export function nextId(rows: readonly { id: number }[]): number {
  const allocate = (rows as AllocatesIds)[allocateId];
  if (allocate) return allocate();
  let max = 0;
  rows.every((row) => {
    if (row.id > max) max = row.id;
    return true;
  });
  return max + 1;
}
