import { AsyncLocalStorage } from 'node:async_hooks';
import { sql as q } from 'drizzle-orm';
import { useDbScope } from '../../mocks/db/store';
import { useRefreshTokenTable, type RefreshTokenTable } from '../../mocks/rules/refresh-tokens';
import type { Database, Sql } from '../db/connect';
import { refreshTokenTable } from '../security/refresh-token-table';
import { useCatchPhotoTable, type CatchPhotoTable } from '../../mocks/rules/catch-photos';
import { catchPhotoTable } from './catch-photo-table';
import { changesOf, commit, installCommitted, isConflict, uniqueViolation, writeChanges, type HashMemo } from './commit';
import { tableNameOf, type Collection } from './collections';
import { InFlight } from '../in-flight';
import { MemoryImage } from './image';
import { IdLanes, RequestDb, type IdsGiven } from './request-db';

/**
 * One user intent, one transaction (docs/decisions/0064): `run` gives `work` its own copy
 * of the data (the rules reach it through mocks/db/store.ts's `db()`), then commits what it
 * changed. When another request committed a change to data this one read, nothing is
 * written and `work` runs again on the newer data, up to MAX_ATTEMPTS times.
 */
export const MAX_ATTEMPTS = 8;

/** Every attempt met a newer commit: the caller answers 503 with Retry-After. */
export class StoreBusyError extends Error {}

/** What the rules reach while a request runs: its copy of the data, and the refresh tokens' and catch photos' own tables (outside the image). */
type Scope = { request: RequestDb; refreshTokens: RefreshTokenTable; catchPhotos: CatchPhotoTable };
const scope = new AsyncLocalStorage<Scope>();
useDbScope(() => scope.getStore()?.request.db);
useRefreshTokenTable(() => scope.getStore()?.refreshTokens);
useCatchPhotoTable(() => scope.getStore()?.catchPhotos);

export type Outcome<T> = { value: T; attempts: number };

export class Store {
  readonly image: MemoryImage;
  /** Requests and store work not finished yet: shutdown closes the pool after them (server/main.ts). */
  readonly inFlight = new InFlight();
  private readonly refreshTokens: RefreshTokenTable;
  private readonly catchPhotos: CatchPhotoTable;
  /** The last id this process gave out per collection (request-db.ts's `nextId`). */
  private readonly idsGiven: IdsGiven = new Map();
  /** This process's lane of ids, for the collections where another process took one (request-db.ts). */
  private readonly lanes = new IdLanes();

  constructor(readonly database: Database) {
    this.image = new MemoryImage(database);
    this.refreshTokens = refreshTokenTable(database.sql);
    this.catchPhotos = catchPhotoTable(database.sql);
  }

  /**
   * Runs `work` over `request`. Inside a transaction (the locked retry), the refresh tokens go
   * through that transaction's connection: a query on another one would wait for a pool
   * connection (or, on the embedded database, for the transaction itself) while this one
   * holds one, and enough such retries at once would wait on each other until the timeout.
   */
  private within<T>(request: RequestDb, work: () => Promise<T>, tx?: Sql): Promise<T> {
    return scope.run({ request, refreshTokens: tx ? refreshTokenTable(tx) : this.refreshTokens, catchPhotos: tx ? catchPhotoTable(tx) : this.catchPhotos }, work);
  }

  /**
   * `work` returns its value and whether its changes are kept (a refused request changes
   * nothing, even if a rule had started to).
   */
  run<T>(work: () => Promise<{ value: T; keep: boolean }>, options: { readOnly?: boolean; failed?: (value: T) => boolean } = {}): Promise<Outcome<T>> {
    return this.inFlight.track(() => this.attempts(work, options));
  }

  private async attempts<T>(work: () => Promise<{ value: T; keep: boolean }>, options: { readOnly?: boolean; failed?: (value: T) => boolean }): Promise<Outcome<T>> {
    if (options.readOnly) {
      // A read: the rules see the image itself (frozen), nothing is copied, compared or committed.
      const request = new RequestDb(await this.image.current(), true);
      const { value } = await this.within(request, work);
      // A rule that wrote to a frozen row failed (TypeError, answered 500): run it as a write.
      if (!options.failed?.(value)) return { value, attempts: 1 };
    }
    const hashes: HashMemo = new Map();
    let held: Held = { collections: [], rows: new Map() };
    // The attempts that run without the versions' locks: the first, and one more when the first
    // spent its time hashing a password (argon2, 100 ms and more on a busy machine: other sign-ups
    // commit meanwhile, so a sign-up's first attempt nearly always meets one). The hash is kept
    // (HashMemo), so the second attempt's window is the rules' milliseconds; only if that one
    // conflicts too does the request wait in the locked queue (issue 33: 43 of 45 sign-ups did).
    let optimistic = 1;
    let keysScan = false;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt > optimistic) {
        // Met a newer commit: this attempt holds what it depends on while it runs, so it
        // cannot be overtaken again (a busy collection would otherwise starve its writers).
        const locked: { done: true; value: T } | { done: false; held: Held; duplicate: boolean } = await this.runLocked(work, held, hashes, keysScan);
        if (locked.done) return { value: locked.value, attempts: attempt };
        held = locked.held;
        keysScan ||= locked.duplicate;
      } else {
        const request = new RequestDb(await this.image.current(), false, this.idsGiven, keysScan, this.lanes);
        let result: Awaited<ReturnType<typeof commit>>;
        let outcome: { value: T; keep: boolean };
        const hashed = hashes.size;
        try {
          outcome = await this.within(request, work);
          if (!outcome.keep) return { value: outcome.value, attempts: attempt };
          result = await commit(this.database, this.image, request, hashes);
        } finally {
          request.release();
        }
        const { value } = outcome;
        if (result !== 'conflict' && result !== 'duplicate') return { value, attempts: attempt };
        // A unique value taken meanwhile: the next attempts look values up by scanning (once is enough to see the row that took it).
        if (result === 'duplicate') keysScan = true;
        held = heldBy(request);
        if (attempt === 1 && hashes.size > hashed) optimistic = 2;
      }
      // Spread the retries of requests that met each other.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
    throw new StoreBusyError();
  }

  /**
   * One attempt inside a transaction that first locks what the previous attempt depended on:
   * the versions of the collections it read whole or wrote (in name order), then the rows it read
   * by id (by collection and id, `FOR UPDATE`). Other writers of those wait for it instead of
   * overtaking it. If this attempt depends on more, the commit's own check still guards it.
   */
  private async runLocked<T>(
    work: () => Promise<{ value: T; keep: boolean }>,
    lock: Held,
    hashes: HashMemo,
    keysScan: boolean,
  ): Promise<{ done: true; value: T } | { done: false; held: Held; duplicate: boolean }> {
    let held = lock;
    const made: RequestDb[] = [];
    try {
      const outcome = await this.database.sql.transaction(async (transaction) => {
        const tx = transaction as unknown as Sql;
        if (lock.collections.length) await tx.execute(q`SELECT name FROM collection_versions WHERE name IN ${lock.collections} ORDER BY name FOR UPDATE`);
        for (const [collection, ids] of [...lock.rows].sort(([x], [y]) => (x < y ? -1 : 1))) {
          await tx.execute(q`SELECT id FROM ${q.identifier(tableNameOf(collection))} WHERE id = ANY(${q.param(ids)}::int[]) ORDER BY id FOR UPDATE`);
        }
        const request = new RequestDb(await this.image.current(tx), false, this.idsGiven, keysScan, this.lanes);
        made.push(request);
        const { value, keep } = await this.within(request, work, tx);
        held = heldBy(request);
        if (!keep) return { value, written: null };
        const changes = await changesOf(request, hashes);
        held = heldBy(request);
        if (changes.length === 0) return { value, written: null };
        return { value, written: { request, changes, versions: await writeChanges(tx, request, changes) } };
      });
      if (outcome.written) installCommitted(this.image, outcome.written.request, outcome.written.changes, outcome.written.versions);
      return { done: true, value: outcome.value };
    } catch (error) {
      if (isConflict(error)) return { done: false, held, duplicate: false };
      if (uniqueViolation(error) && !keysScan) return { done: false, held, duplicate: true };
      throw error;
    } finally {
      for (const request of made) request.release();
    }
  }
}

/** What a locked attempt locks up front: what the previous attempt read whole or wrote, and the rows it read by id elsewhere. */
type Held = { collections: Collection[]; rows: Map<Collection, number[]> };

function heldBy(request: RequestDb): Held {
  const { collections, rows } = request.dependencies();
  return {
    collections: [...new Set([...collections, ...request.written])].sort(),
    rows: new Map([...rows].map(([collection, revs]) => [collection, [...revs.keys()].sort((x, y) => x - y)])),
  };
}
