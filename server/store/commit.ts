import { sql as q } from 'drizzle-orm';
import type { Database, Sql } from '../db/connect';
import { storedPassword } from '../security/passwords';
import { isSingleton, tableNameOf, type Collection } from './collections';
import { deepFreeze, revOf, setRev, withRows, type Entry, type MemoryImage } from './image';
import type { RequestDb } from './request-db';

/**
 * Writes what one request changed, in one transaction, only if no collection it read has
 * moved since its image (optimistic concurrency, docs/decisions/0064): the versions of the
 * collections it touched are locked (in name order, so two commits never wait on each other
 * in a cycle) and compared; on a difference nothing is written and the request runs again
 * on the newer data. The database's constraints check the result at commit.
 */
export type CommitResult = 'unchanged' | 'committed' | 'conflict' | 'duplicate';

type Row = { id: number } & Record<string, unknown>;

/**
 * What one collection's commit writes. `rows` is the whole new collection (what the image
 * installs); `upserts` and `deletes` are only the rows that changed, with their JSON.
 */
export type Change =
  | { collection: Collection; singleton: true; value: Record<string, unknown>; json: string }
  | { collection: Collection; singleton: false; rows: readonly Row[]; fresh: Row[]; upserts: { row: Row; json: string; added: boolean }[]; deletes: number[] };

/** PostgreSQL gave up on this transaction for another's sake (serialization failure, deadlock): run again. */
function serializationFailure(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '40001' || e.code === '40P01') return true;
  }
  return false;
}

/**
 * A unique constraint refused the commit (checked at commit: the constraints are deferred). A
 * lookup by a unique key that found nothing leans on the constraint (request-db.ts): the request
 * runs again, and finds the row that took the value. 23505.
 */
export function uniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Counted by the tests: commits refused because another process had taken a new row's id. */
export const idStats = { taken: 0 };

/** Thrown inside the transaction to roll it back when a version moved. */
class VersionMoved extends Error {}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Hashes one request made, by password as typed, kept across the request's attempts: a retry
 * after a conflict does not pay argon2 again (~50–100 ms on a busy core), which would widen
 * the window in which the next conflict happens. By password, not by row: a retry may give
 * a new account another id. One request sets one account's password, so no salt is shared.
 */
export type HashMemo = Map<string, string>;

/** A user's password becomes a hash before the row is compared and written (server/security/passwords.ts). */
async function hashPassword(row: Row, previous: Row | undefined, memo: HashMemo) {
  const password = row.password;
  if (typeof password !== 'string' || password.startsWith('$argon2id$')) return;
  const known = memo.get(password);
  // The row is the draft's new copy (or a row the rules made), never the image's frozen one.
  row.password = known ?? (await storedPassword(password, typeof previous?.password === 'string' ? previous.password : undefined));
  memo.set(password, row.password as string);
}

/** Rows counted by the tests: how many rows the last commits compared as JSON (never the untouched ones). */
export const commitStats = { rowsCompared: 0 };

/**
 * The rows of `rows` that are not the image's own objects, paired with the row of the same id
 * the image had (if any), and the ids the image had that `rows` lost. The rules' draft keeps
 * every row it did not write as the image's object (request-db.ts), so the usual write — some
 * rows changed in place, some pushed — costs one identity comparison per row and no lookups;
 * only a reordered or shortened collection (splice, filter) is matched by id.
 */
function changedRows(base: readonly Row[], rows: readonly Row[]): { changed: { row: Row; previous: Row | undefined }[]; deletes: number[] } {
  if (rows === base) return { changed: [], deletes: [] };
  const changed: { row: Row; previous: Row | undefined }[] = [];
  let aligned = rows.length >= base.length;
  let byId: Map<number, Row> | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const old = base[i];
    if (row === old) continue;
    if (old === undefined) {
      // Past the image's end: a pushed row (a reordering shows up as a mismatch before it).
      changed.push({ row, previous: aligned ? undefined : (byId ??= new Map(base.map((r) => [r.id, r]))).get(row.id) });
    } else if (row.id === old.id) {
      changed.push({ row, previous: old });
    } else {
      aligned = false;
      const previous = (byId ??= new Map(base.map((r) => [r.id, r]))).get(row.id);
      if (previous !== row) changed.push({ row, previous });
    }
  }
  if (aligned) return { changed, deletes: [] };
  const kept = new Set(rows.map((row) => row.id));
  return { changed, deletes: base.filter((row) => !kept.has(row.id)).map((row) => row.id) };
}

async function changeOf(collection: Collection, value: unknown, base: unknown, memo: HashMemo): Promise<Change | null> {
  if (isSingleton(collection)) {
    const json = JSON.stringify(value);
    return json === JSON.stringify(base) ? null : { collection, singleton: true, value: value as Record<string, unknown>, json };
  }
  const rows = value as readonly Row[];
  const { changed, deletes } = changedRows(base as readonly Row[], rows);
  const upserts: { row: Row; json: string; added: boolean }[] = [];
  for (const { row, previous } of changed) {
    if (collection === 'users') await hashPassword(row, previous, memo);
    commitStats.rowsCompared++;
    const json = JSON.stringify(row);
    if (previous === undefined || json !== JSON.stringify(previous)) upserts.push({ row, json, added: previous === undefined });
    else {
      // A copy equal to the row it copied is not written: it keeps that row's version.
      const rev = revOf(previous);
      if (rev !== undefined) setRev(row, rev);
    }
  }
  // `fresh`: every row that is not the image's object (a draft's copy may equal the old row and not be written), frozen at install.
  return upserts.length || deletes.length ? { collection, singleton: false, rows, fresh: changed.map(({ row }) => row), upserts, deletes } : null;
}

/** What the request changed, ready to write (passwords hashed); empty when it changed nothing. Ends the request's draft. */
export async function changesOf(request: RequestDb, memo: HashMemo): Promise<Change[]> {
  const changes: Change[] = [];
  for (const [collection, value] of request.finish()) {
    const change = await changeOf(collection, value, request.baseOf(collection), memo);
    if (change) changes.push(change);
  }
  request.written = changes.map((change) => change.collection);
  return changes;
}

/** Per written collection: its version when the commit locked it, and the one the commit made. */
export type Versions = Map<Collection, { before: number; after: number }>;

/**
 * Inside a transaction: checks what the request read and writes what it changed
 * (docs/decisions/0064, 0069, 0070).
 *
 * - The versions of the collections it read whole and of those it writes are locked, in name
 *   order (two commits never wait on each other in a cycle). A collection read whole whose
 *   version moved since the request's image: VersionMoved, nothing is written.
 * - The rows it read by id elsewhere are locked (`FOR UPDATE` the ones it writes, `FOR SHARE`
 *   the others) and their versions compared with the ones it read: a row changed or deleted
 *   since is a conflict. A lookup by primary key has no phantom (a lookup that found nothing
 *   counts as a scan, request-db.ts), and the share locks keep two requests from each acting on
 *   a row the other is changing (write skew): one of them waits, or PostgreSQL picks one to
 *   run again (a deadlock, retried like a conflict).
 * - A written collection the request did not read whole may have moved (another request wrote
 *   other rows of it): its rows carry the version this commit makes from the locked one, so
 *   another process still reads back every row that moved since its version (image.ts).
 */
export async function writeChanges(tx: Sql, request: RequestDb, changes: Change[]): Promise<Versions> {
  const { collections: scanned, rows: rowsRead } = request.dependencies();
  const written = new Set(changes.map((change) => change.collection));
  const locked = [...new Set([...scanned, ...written])].sort();
  const current = new Map(
    rowsOf<{ name: Collection; version: string | number }>(
      await tx.execute(q`SELECT name, version FROM collection_versions WHERE name IN ${locked} ORDER BY name FOR UPDATE`),
    ).map((row) => [row.name, Number(row.version)]),
  );
  for (const name of scanned) if (current.get(name) !== request.image.get(name)!.version) throw new VersionMoved();
  for (const [collection, expected] of [...rowsRead].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const change = changes.find((c) => c.collection === collection);
    const writing = new Set(change && !change.singleton ? [...change.upserts.map(({ row }) => row.id), ...change.deletes] : []);
    const ids = [...expected.keys()].sort((x, y) => x - y);
    const forUpdate = ids.filter((id) => writing.has(id));
    const forShare = ids.filter((id) => !writing.has(id));
    const table = q.identifier(tableNameOf(collection));
    const found: { id: number; rev: string | number }[] = [];
    if (forUpdate.length) found.push(...rowsOf<{ id: number; rev: string | number }>(await tx.execute(q`SELECT id, rev FROM ${table} WHERE id = ANY(${q.param(forUpdate)}::int[]) ORDER BY id FOR UPDATE`)));
    if (forShare.length) found.push(...rowsOf<{ id: number; rev: string | number }>(await tx.execute(q`SELECT id, rev FROM ${table} WHERE id = ANY(${q.param(forShare)}::int[]) ORDER BY id FOR SHARE`)));
    if (found.length !== ids.length || found.some((row) => Number(row.rev) !== expected.get(row.id))) throw new VersionMoved();
  }
  const versions: Versions = new Map();
  for (const change of changes) {
    const name = tableNameOf(change.collection);
    const table = q.identifier(name);
    // The version is locked: this commit makes the next one. Each row written carries it (and each
    // deleted id a tombstone), so another process reads back only what moved since its own
    // version (image.ts).
    const before = current.get(change.collection)!;
    const rev = before + 1;
    versions.set(change.collection, { before, after: rev });
    if (change.singleton) {
      await tx.execute(q`INSERT INTO ${table} (id, doc, rev) VALUES (1, ${change.json}::jsonb, ${rev}) ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, rev = EXCLUDED.rev`);
      continue;
    }
    if (change.deletes.length) {
      await tx.execute(q`DELETE FROM ${table} WHERE id = ANY(${q.param(change.deletes)}::int[])`);
      await tx.execute(
        q`INSERT INTO deleted_rows (collection, id, version) SELECT ${name}, unnest(${q.param(change.deletes)}::int[]), ${rev} ON CONFLICT DO NOTHING`,
      );
    }
    const added = change.upserts.filter((upsert) => upsert.added);
    const updated = change.upserts.filter((upsert) => !upsert.added);
    if (added.length) {
      // A new row's id came from `nextId` without reading the collection (request-db.ts): another
      // process may have taken it meanwhile. The primary key decides; a row not inserted is a
      // conflict, and the request runs again on an image that holds the other row.
      const ids = added.map(({ row }) => row.id);
      const docs = added.map(({ json }) => json);
      const inserted = rowsOf<{ id: number }>(
        await tx.execute(
          q`INSERT INTO ${table} (id, doc, rev) SELECT id, doc, ${rev} FROM unnest(${q.param(ids)}::int[], ${q.param(docs)}::jsonb[]) AS u(id, doc) ON CONFLICT (id) DO NOTHING RETURNING id`,
        ),
      );
      if (inserted.length !== ids.length) {
        idStats.taken++;
        request.idTakenElsewhere(change.collection);
        throw new VersionMoved();
      }
    }
    if (updated.length) {
      const ids = updated.map(({ row }) => row.id);
      const docs = updated.map(({ json }) => json);
      await tx.execute(
        q`INSERT INTO ${table} (id, doc, rev) SELECT id, doc, ${rev} FROM unnest(${q.param(ids)}::int[], ${q.param(docs)}::jsonb[]) AS u(id, doc) ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, rev = EXCLUDED.rev`,
      );
    }
  }
  const names = changes.map((change) => change.collection);
  await tx.execute(q`UPDATE collection_versions SET version = version + 1 WHERE name IN ${names}`);
  return versions;
}

/**
 * This process knows the committed state already: no need to read it back. When nobody wrote the
 * collection between the request's image and its commit, the request's own collection is the new
 * one (every row it did not write is already the image's, frozen). When others did (it read the
 * collection by id only) and this process already holds their commits, the request's rows are
 * laid over what it holds; when it does not hold them yet, nothing is installed and the next
 * request reads back every row that moved, this commit's included.
 */
export function installCommitted(image: MemoryImage, request: RequestDb, changes: Change[], versions: Versions) {
  const entries = new Map<Collection, Entry>();
  for (const change of changes) {
    const { before, after } = versions.get(change.collection)!;
    const held = image.entry(change.collection);
    if (change.singleton) {
      if (held?.version === before) entries.set(change.collection, { version: after, value: change.value });
      continue;
    }
    for (const { row } of change.upserts) setRev(row, after);
    for (const row of change.fresh) deepFreeze(row);
    if (held?.version !== before) continue;
    if (request.image.get(change.collection)!.version === before) {
      // Freezing the array tells install() it has nothing left to walk.
      entries.set(change.collection, { version: after, value: Object.freeze(change.rows) as readonly Row[] });
    } else {
      const rows = withRows(held.value as readonly Row[], new Map(change.upserts.map(({ row }) => [row.id, row])), new Set(change.deletes));
      entries.set(change.collection, { version: after, value: Object.freeze(rows) });
    }
  }
  image.install(entries);
}

/** A version moved under the request, or PostgreSQL gave up on its transaction for another's sake: run it again. */
export const isConflict = (error: unknown) => error instanceof VersionMoved || serializationFailure(error);

export async function commit(database: Database, image: MemoryImage, request: RequestDb, memo: HashMemo = new Map()): Promise<CommitResult> {
  const changes = await changesOf(request, memo);
  if (changes.length === 0) return 'unchanged';
  let versions: Versions;
  try {
    versions = await database.sql.transaction((tx) => writeChanges(tx as unknown as Sql, request, changes));
  } catch (error) {
    if (isConflict(error)) return 'conflict';
    // A value another request took after this one looked it up by its key: run it again, reading
    // the collection whole (store.ts), so the rule refuses it with its own message.
    if (uniqueViolation(error) && !request.keysScan) return 'duplicate';
    throw error;
  }
  installCommitted(image, request, changes, versions);
  return 'committed';
}
