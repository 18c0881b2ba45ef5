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
 * The next free id: the largest plus one. `every`, not `reduce`: over the production API's
 * copy-on-write drafts (server/store/request-db.ts) `every` visits the rows themselves, where
 * `reduce` would make a proxy for each of 27,000 log entries on every sign-up.
 */
export function nextId(rows: readonly { id: number }[]): number {
  let max = 0;
  rows.every((row) => {
    if (row.id > max) max = row.id;
    return true;
  });
  return max + 1;
}
