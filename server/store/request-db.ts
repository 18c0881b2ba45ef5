import { Immer, enableArrayMethods, isDraft, original as immerOriginal } from 'immer';
import { lookupById, lookupByKey, type UniqueKey } from '../../mocks/db/queries';
import { allocateId } from '../../mocks/db/store';
import type { Db } from '../../mocks/db/schema';
import { collectionNames, type Collection } from './collections';
import { revOf, type Image } from './image';

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

/** What a request's rules read of one collection, beyond reaching it. */
type CollectionReads = {
  /** The rules depended on the collection as a whole (a scan, a write by position, a lookup that found nothing): its version guards the commit. */
  scanned: boolean;
  /** The rows' positions in the draft may differ from the image's (a splice, a sort, a replacement): lookups by id search the draft. */
  moved: boolean;
  /** The rows looked up by id and found in the image, with the version each was written at: each guards the commit alone. */
  rows: Map<number, number>;
};

/** What a commit checks: the versions of the collections read whole, and the versions of the rows read by id elsewhere. */
export type Dependencies = { collections: Collection[]; rows: Map<Collection, Map<number, number>> };

/** Array methods that add rows at the end: the image's rows keep their positions, and the request depends on nothing it read. */
const APPENDS = new Set<PropertyKey>(['push']);

/** Each frozen array's positions by id, built once per version of a collection and shared by every request of it. */
const positions = new WeakMap<readonly { id: number }[], Map<number, number>>();
function positionOf(rows: readonly { id: number }[], id: number): number | undefined {
  let index = positions.get(rows);
  if (!index) {
    index = new Map();
    for (let i = 0; i < rows.length; i++) index.set(rows[i]!.id, i);
    positions.set(rows, index);
  }
  return index.get(id);
}

/** Each frozen array's largest id, found once per version of a collection. */
const largestIds = new WeakMap<readonly { id: number }[], number>();
function largestId(rows: readonly { id: number }[]): number {
  let max = largestIds.get(rows);
  if (max === undefined) {
    max = 0;
    for (let i = 0; i < rows.length; i++) if (rows[i]!.id > max) max = rows[i]!.id;
    largestIds.set(rows, max);
  }
  return max;
}

/**
 * The ids a process has given to requests still running, per collection (server/store/store.ts
 * keeps one per store): two requests of one process that create rows of a collection at once get
 * different ids, so only a create in another process can take the same one (the commit's insert
 * refuses it). An id is held while its request runs and let go when it ends: a process gives the
 * same ids as the demo (the largest plus one) when nothing else is running, after a reset too.
 */
export type IdsGiven = Map<Collection, Set<number>>;

/** How many lanes new ids are spread over once processes have met on a collection's ids. */
export const ID_LANES = 16;

/**
 * A process's lane of ids. Two processes give the same next id (the largest plus one) when both
 * create a row of a collection at once; the primary key refuses the second, which runs again
 * (`npm run load` with two processes: nearly half of the sign-ups did). Once a collection's id was
 * taken by another process (`idTakenElsewhere`, commit.ts), this process gives in it only ids of
 * its own lane (id mod ID_LANES), chosen at random when it starts: two processes then meet again
 * only when they drew the same lane. A process alone never meets another, so it keeps giving
 * the demo's ids (the largest plus one).
 */
export class IdLanes {
  readonly spread = new Set<Collection>();
  constructor(readonly lane = Math.floor(Math.random() * ID_LANES)) {}
}

/** The first id from `from` on that lies in `lane`. */
const inLane = (from: number, lane: number) => from + ((((lane - from) % ID_LANES) + ID_LANES) % ID_LANES);

/**
 * Each frozen array's rows by a unique key's value (docs/decisions/0070), built once per version
 * of a collection and key: by collection array, then by the key's name.
 */
const keyIndexes = new WeakMap<readonly unknown[], Map<string, Map<string, number[]>>>();
function positionsByKey(rows: readonly unknown[], key: UniqueKey<never>, value: string): readonly number[] {
  let byName = keyIndexes.get(rows);
  if (!byName) keyIndexes.set(rows, (byName = new Map()));
  let index = byName.get(key.name);
  if (!index) {
    index = new Map();
    for (let i = 0; i < rows.length; i++) {
      const of = key.of(rows[i] as never);
      if (of === null) continue;
      const at = index.get(of);
      if (at) at.push(i);
      else index.set(of, [i]);
    }
    byName.set(key.name, index);
  }
  return index.get(value) ?? [];
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
 * It also records what the rules read (docs/decisions/0070): each collection reaches the rules
 * behind a thin proxy over its draft. A lookup by id (`findById`, through `lookupById`) finds
 * the row by the image's index and records that row and its version; anything else the rules do
 * with the collection (`find`, `filter`, `some`, `every`, indexing, its length, a replacement)
 * marks it scanned. The commit checks the versions of the scanned collections and, elsewhere,
 * only the versions of the rows read by id: a request that reads its caller's user row by id
 * does not conflict with a sign-up that adds another user.
 *
 * `readOnly` (a GET): the rules read the image's own rows, frozen (image.ts), with no draft at
 * all. A rule that writes anyway fails on the frozen rows; store.ts then runs it again as a write.
 */
export class RequestDb {
  /** The collections the rules reached: what `finish()` hands to the commit. */
  readonly touched = new Set<Collection>();
  /** The collections the request's changes write (set by the commit's `changesOf`): a locked retry locks their versions up front. */
  written: Collection[] = [];
  readonly db: Db;
  private readonly base: Root;
  private readonly draft: Root | null;
  private readonly reads = new Map<Collection, CollectionReads>();
  private readonly views = new Map<Collection, unknown[]>();
  private readonly viewOf = new WeakMap<object, Collection>();
  /** The ids `nextId` gave this request, held in `idsGiven` until `release`. */
  private readonly held: [Collection, number][] = [];

  constructor(
    readonly image: Image,
    readonly readOnly = false,
    private readonly idsGiven: IdsGiven = new Map(),
    /** Lookups by a unique key read the collection whole (after a unique violation: store.ts). */
    readonly keysScan = false,
    private readonly lanes = new IdLanes(),
  ) {
    const known = new Set<PropertyKey>(collectionNames);
    this.base = Object.fromEntries(collectionNames.map((name) => [name, readOnly ? image.get(name)?.value : plainBase(image.get(name)?.value)])) as Root;
    this.draft = readOnly ? null : (immer.createDraft(this.base) as Root);
    this.db = new Proxy({} as Db, {
      get: (_, name) => (known.has(name) ? this.read(name as Collection) : undefined),
      set: (_, name, value) => {
        // The refresh tokens live in their own table (server/security/refresh-token-table.ts): a
        // whole database put in place (reset, provider states) brings an empty list, ignored.
        if (name === 'refreshTokens' || name === 'catchPhotos') return true;
        if (!known.has(name) || !this.draft) return false;
        const collection = name as Collection;
        this.touched.add(collection);
        const reads = this.readsOf(collection);
        reads.scanned = reads.moved = true;
        // `db.x = db.x` hands back the view: keep the draft under it.
        const view = value && typeof value === 'object' ? this.viewOf.get(value as object) : undefined;
        this.draft[collection] = view ? this.draft[view] : value;
        return true;
      },
      has: (_, name) => known.has(name),
      ownKeys: () => [...collectionNames],
      getOwnPropertyDescriptor: (_, name) =>
        known.has(name) ? { configurable: true, enumerable: true, writable: true, value: this.read(name as Collection) } : undefined,
    });
  }

  private readsOf(name: Collection): CollectionReads {
    let reads = this.reads.get(name);
    if (!reads) this.reads.set(name, (reads = { scanned: false, moved: false, rows: new Map() }));
    return reads;
  }

  private read(name: Collection): unknown {
    if (this.base[name] === undefined) throw new Error(`La colección ${name} no está cargada`);
    this.touched.add(name);
    if (!this.draft) return this.base[name];
    const value = this.draft[name];
    if (!Array.isArray(value)) {
      // The settings: one object, read whole.
      this.readsOf(name).scanned = true;
      return value;
    }
    return this.view(name);
  }

  /**
   * The collection as the rules see it in a writing request: the draft's array behind a proxy
   * that records how it is read. Whatever the rules do besides `lookupById` and `push` marks the
   * collection scanned and goes to the draft itself (methods bound to it, so a scan runs over the
   * draft at immer's speed).
   */
  private view(name: Collection): unknown[] {
    let view = this.views.get(name);
    if (view) return view;
    const draftOf = () => this.draft![name] as unknown[];
    const depend = (prop?: PropertyKey) => {
      const reads = this.readsOf(name);
      if (prop !== undefined && APPENDS.has(prop)) return;
      reads.scanned = true;
      reads.moved = true;
    };
    view = new Proxy([] as unknown[], {
      get: (_, prop) => {
        if (prop === lookupById) return (id: number) => this.lookup(name, id);
        if (prop === allocateId) return () => this.allocate(name);
        if (prop === lookupByKey) return (key: UniqueKey<never>, value: string | null) => this.lookupKey(name, key, value);
        const target = draftOf();
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'length' || (typeof prop === 'string' && /^\d+$/.test(prop))) {
          // Reading by position depends on the collection as it is; it does not reorder it.
          this.readsOf(name).scanned = true;
          return value;
        }
        depend(prop);
        return typeof value === 'function' && prop !== 'constructor' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
      set: (_, prop, value) => {
        depend();
        return Reflect.set(draftOf(), prop, value);
      },
      deleteProperty: (_, prop) => {
        depend();
        return Reflect.deleteProperty(draftOf(), prop);
      },
      has: (_, prop) => {
        depend();
        return Reflect.has(draftOf(), prop);
      },
      ownKeys: () => {
        depend();
        return Reflect.ownKeys(draftOf());
      },
      getOwnPropertyDescriptor: (_, prop) => {
        depend();
        return Reflect.getOwnPropertyDescriptor(draftOf(), prop);
      },
      defineProperty: (_, prop, descriptor) => {
        depend();
        return Reflect.defineProperty(draftOf(), prop, descriptor);
      },
    });
    this.views.set(name, view);
    this.viewOf.set(view, name);
    return view;
  }

  /**
   * `findById` in a writing request. While the draft keeps the image's positions (only pushes),
   * the image's index gives the row's position and the draft's row there is the one (no scan);
   * after a splice or a sort the draft is searched. A row found in the image is recorded with its
   * version; a row the request added itself needs no check; no row at all depends on the whole
   * collection (another request could add it: a phantom).
   */
  private lookup(name: Collection, id: number): unknown {
    const reads = this.readsOf(name);
    const target = this.draft![name] as { id: number }[];
    const imageRows = this.image.get(name)!.value as readonly { id: number }[];
    let found: { id: number } | undefined;
    let original: object | undefined;
    if (!reads.moved) {
      const at = positionOf(imageRows, id);
      if (at !== undefined) {
        found = target[at];
        original = imageRows[at];
      } else {
        for (let i = imageRows.length; i < target.length && !found; i++) if (target[i]!.id === id) found = target[i];
      }
    } else {
      found = target.find((row) => row.id === id);
      if (found) original = isDraft(found) ? (immerOriginal(found) as object) : Object.isFrozen(found) ? found : undefined;
    }
    if (!found) {
      reads.scanned = true;
      return undefined;
    }
    if (original && !reads.scanned) {
      const rev = revOf(original);
      if (rev === undefined) reads.scanned = true;
      else reads.rows.set(id, rev);
    }
    return found;
  }

  /**
   * `nextId` in a writing request: above the image's largest id and every row the request added,
   * and not an id another running request of this process holds, without reading the collection
   * (no dependency). Another
   * process may give the same id: the commit inserts new rows only where the id is free and treats
   * a shortfall as a conflict (commit.ts); the retry starts from an image that holds that row.
   */
  private allocate(name: Collection): number {
    const target = this.draft![name] as { id: number }[];
    const imageRows = this.image.get(name)!.value as readonly { id: number }[];
    const reads = this.readsOf(name);
    // A collection the request replaced or reordered (then also read whole, so its version guards
    // the commit) is its own: its rows alone count, as in the demo. Otherwise the rows the request
    // added sit past the image's end.
    let max = reads.moved ? 0 : largestId(imageRows);
    for (let i = reads.moved ? 0 : imageRows.length; i < target.length; i++) if (target[i]!.id > max) max = target[i]!.id;
    let held = this.idsGiven.get(name);
    if (!held) this.idsGiven.set(name, (held = new Set()));
    const spread = this.lanes.spread.has(name);
    let id = spread ? inLane(max + 1, this.lanes.lane) : max + 1;
    while (held.has(id)) id += spread ? ID_LANES : 1;
    held.add(id);
    this.held.push([name, id]);
    return id;
  }

  /** Another process took an id this request was given in `name` (commit.ts): this process gives ids of its own lane there from now on. */
  idTakenElsewhere(name: Collection) {
    this.lanes.spread.add(name);
  }

  /** Lets go of the ids this request was given (store.ts, when the attempt has ended). */
  release() {
    for (const [name, id] of this.held) this.idsGiven.get(name)?.delete(id);
    this.held.length = 0;
  }

  /**
   * A lookup by a value a unique constraint guards (`rowsByKey`, mocks/db/queries.ts). A row found
   * in the image is a row read by id (its version guards the commit); finding none depends on
   * nothing, because the constraint refuses, at commit, the row another request adds meanwhile
   * (store.ts runs the request again, and then it finds that row). A value the constraint does not
   * judge as the rule does (`key.covered`), a collection the request reordered, or a request run
   * again after a unique violation reads the collection whole, as any other search. A key many
   * rows share (`guardedBy`, a team's members) depends on its guard row too: finding fewer rows
   * than another request is adding is caught by that row's version, which the adding rule writes.
   */
  private lookupKey(name: Collection, key: UniqueKey<never>, value: string | null): unknown[] {
    const reads = this.readsOf(name);
    const target = this.draft![name] as unknown[];
    // No value (an optional field left empty): the rule matches no row, and depends on none.
    if (value === null) return [];
    if (reads.moved || this.keysScan || !(key.covered?.(value) ?? true)) {
      reads.scanned = true;
      return target.filter((row) => key.of(row as never) === value);
    }
    // A group's members (`guardedBy`): who is in it is guarded by its guard row's version.
    const guard = key.guardedBy?.(value);
    if (guard) this.lookup(guard.collection as Collection, guard.id);
    const imageRows = this.image.get(name)!.value as readonly { id: number }[];
    const found: unknown[] = [];
    for (const at of positionsByKey(imageRows, key, value)) {
      const row = target[at] as { id: number };
      // The request may have changed the row's value itself.
      if (key.of(row as never) !== value) continue;
      found.push(row);
      const rev = revOf(imageRows[at]!);
      if (reads.scanned) continue;
      if (rev === undefined) reads.scanned = true;
      else reads.rows.set(row.id, rev);
    }
    for (let i = imageRows.length; i < target.length; i++) if (key.of(target[i] as never) === value) found.push(target[i]);
    return found;
  }

  /**
   * What the commit must check: the collections read whole (in name order) and the rows read by
   * id in the other collections. Written collections are not in it: writing a row depends on
   * nothing but how the rules found it.
   */
  dependencies(): Dependencies {
    const collections: Collection[] = [];
    const rows = new Map<Collection, Map<number, number>>();
    for (const [name, reads] of this.reads) {
      if (reads.scanned) collections.push(name);
      else if (reads.rows.size) rows.set(name, reads.rows);
    }
    return { collections: collections.sort(), rows };
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
