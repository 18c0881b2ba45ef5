import { Immer, enableArrayMethods } from 'immer';
import type { Db } from '../../mocks/db/schema';
import { collectionNames, type Collection } from './collections';
import type { Image } from './image';

// Array methods (find, filter, some, indexOf, push, splice…) run over the draft's own array:
// a scan of 13,000 users does not create a proxy per row, only the rows it returns get one.
enableArrayMethods();
/** No freezing by immer: the image freezes what it installs (image.ts), and the commit hashes passwords in the new rows. */
const immer = new Immer({ autoFreeze: false });

type Root = Record<Collection, unknown>;

/**
 * The image's arrays are frozen (image.ts), and V8's array builtins are several times slower on a
 * frozen array (measured on Node 20 with 27,000 rows: slice 2–4 ms against 0.2–0.5, find and
 * filter 2.8 against 0.5): immer copies its base with `slice` the first time a row is drafted,
 * and its array methods scan the base. So drafts start from a plain copy of each frozen array,
 * made with an indexed loop (fast on frozen arrays) once per version of the collection and
 * shared by every writing request of that version. Nobody writes to it: immer never changes its
 * base, and the rows in it are the image's frozen rows.
 */
const plainCopies = new WeakMap<readonly unknown[], unknown[]>();
function plainBase(value: unknown): unknown {
  if (!Array.isArray(value) || !Object.isFrozen(value)) return value;
  let copy = plainCopies.get(value);
  if (!copy) {
    copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = value[i];
    plainCopies.set(value, copy);
  }
  return copy;
}

/**
 * The database one request's rules see (mocks/db/store.ts's `db()` while the request runs).
 *
 * A writing request gets a copy-on-write draft of the image (immer): a row is copied the first
 * time a rule writes to it, so a request that changes one user of 13,000 copies one user, and
 * `finish()` hands the commit the new collections, in which every row the request did not
 * change is the image's own (frozen) object. The commit compares and writes only the rows that
 * are not (commit.ts). Pushes, splices and wholesale replacement (`db.payments = …filter(…)`)
 * work as on plain arrays.
 *
 * `readOnly` (a GET): the rules read the image's own rows, frozen (image.ts), with no draft at
 * all. A rule that writes anyway fails on the frozen rows; store.ts then runs it again as a write.
 */
export class RequestDb {
  /** The collections the rules reached: their versions guard the commit. */
  readonly touched = new Set<Collection>();
  readonly db: Db;
  private readonly base: Root;
  private readonly draft: Root | null;

  constructor(
    readonly image: Image,
    readonly readOnly = false,
  ) {
    const known = new Set<PropertyKey>(collectionNames);
    this.base = Object.fromEntries(collectionNames.map((name) => [name, readOnly ? image.get(name)?.value : plainBase(image.get(name)?.value)])) as Root;
    this.draft = readOnly ? null : (immer.createDraft(this.base) as Root);
    this.db = new Proxy({} as Db, {
      get: (_, name) => (known.has(name) ? this.read(name as Collection) : undefined),
      set: (_, name, value) => {
        // The refresh tokens live in their own table (server/security/refresh-token-table.ts): a
        // whole database put in place (reset, provider states) brings an empty list, ignored.
        if (name === 'refreshTokens') return true;
        if (!known.has(name) || !this.draft) return false;
        this.touched.add(name as Collection);
        this.draft[name as Collection] = value;
        return true;
      },
      has: (_, name) => known.has(name),
      ownKeys: () => [...collectionNames],
      getOwnPropertyDescriptor: (_, name) =>
        known.has(name) ? { configurable: true, enumerable: true, writable: true, value: this.read(name as Collection) } : undefined,
    });
  }

  private read(name: Collection): unknown {
    if (this.base[name] === undefined) throw new Error(`La colección ${name} no está cargada`);
    this.touched.add(name);
    return this.draft ? this.draft[name] : this.base[name];
  }

  /**
   * Ends the draft (once; its proxies stop working): each touched collection as the rules left
   * it, with the image's collection itself when the rules changed nothing in it.
   */
  finish(): Map<Collection, unknown> {
    const result = this.draft ? (immer.finishDraft(this.draft) as Root) : this.base;
    return new Map([...this.touched].map((name) => [name, result[name]]));
  }

  /** The image's value of `name` the request started from. */
  baseOf(name: Collection): unknown {
    return this.base[name];
  }
}
