import type { Db } from '../../mocks/db/schema';
import { collectionNames, type Collection } from './collections';
import type { Image } from './image';

/**
 * The database one request's rules see (mocks/db/store.ts's `db()` while the request runs):
 * each collection is copied from the request's image the first time the rules touch it, so
 * the rules change their own copy, and commit.ts compares the copies with the image to know
 * what to write. Collections the rules replace wholesale (`db.payments = …filter(…)`) are
 * taken as they are set.
 */
export class RequestDb {
  readonly touched = new Map<Collection, unknown>();
  readonly db: Db;
  /** A collection was replaced wholesale (only possible when not read-only). */
  replaced = false;

  /**
   * `readOnly` (a GET): the rules read the image's own rows, frozen (image.ts), instead of
   * copies — copying 13,000 users to list competitions cost ~250 ms at the large demo's size.
   * A rule that writes anyway fails on the frozen rows; store.ts then runs it again on copies.
   */
  constructor(
    readonly image: Image,
    readonly readOnly = false,
  ) {
    const known = new Set<PropertyKey>(collectionNames);
    this.db = new Proxy({} as Db, {
      get: (_, name) => (known.has(name) ? this.read(name as Collection) : undefined),
      set: (_, name, value) => {
        // The refresh tokens live in their own table (server/security/refresh-token-table.ts): a
        // whole database put in place (reset, provider states) brings an empty list, ignored.
        if (name === 'refreshTokens') return true;
        if (!known.has(name) || this.readOnly) return false;
        this.replaced = true;
        this.touched.set(name as Collection, value);
        return true;
      },
      has: (_, name) => known.has(name),
      ownKeys: () => [...collectionNames],
      getOwnPropertyDescriptor: (_, name) =>
        known.has(name) ? { configurable: true, enumerable: true, writable: true, value: this.read(name as Collection) } : undefined,
    });
  }

  private read(name: Collection): unknown {
    if (!this.touched.has(name)) {
      const entry = this.image.get(name);
      if (!entry) throw new Error(`La colección ${name} no está cargada`);
      this.touched.set(name, this.readOnly ? entry.value : structuredClone(entry.value));
    }
    return this.touched.get(name);
  }
}
