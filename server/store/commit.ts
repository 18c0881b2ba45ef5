import { sql as q } from 'drizzle-orm';
import type { Database, Sql } from '../db/connect';
import { storedPassword } from '../security/passwords';
import { isSingleton, tableNameOf, type Collection } from './collections';
import type { Entry, MemoryImage } from './image';
import type { RequestDb } from './request-db';

/**
 * Writes what one request changed, in one transaction, only if no collection it read has
 * moved since its image (optimistic concurrency, docs/decisions/0064): the versions of the
 * collections it touched are locked (in name order, so two commits never wait on each other
 * in a cycle) and compared; on a difference nothing is written and the request runs again
 * on the newer data. The database's constraints check the result at commit.
 */
export type CommitResult = 'unchanged' | 'committed' | 'conflict';

type Row = { id: number } & Record<string, unknown>;

export type Change =
  | { collection: Collection; singleton: true; value: Record<string, unknown>; json: string }
  | { collection: Collection; singleton: false; rows: Row[]; json: Map<number, string>; upserts: Row[]; deletes: number[] };

/** PostgreSQL gave up on this transaction for another's sake (serialization failure, deadlock): run again. */
function serializationFailure(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '40001' || e.code === '40P01') return true;
  }
  return false;
}

/** Thrown inside the transaction to roll it back when a version moved. */
class VersionMoved extends Error {}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Hashes one request made, by password as typed, kept across the request's attempts: a retry
 * after a conflict does not pay argon2 again (~50–100 ms on a busy core), which would widen
 * the window in which the next conflict happens. By password, not by row: a retry may give a
 * new account another id. One request sets one account's password, so no salt is shared.
 */
export type HashMemo = Map<string, string>;

/** Users' passwords become hashes before they are compared and written (server/security/passwords.ts). */
async function hashPasswords(rows: Row[], base: Entry, memo: HashMemo) {
  const before = base.json as ReadonlyMap<number, string>;
  for (const row of rows) {
    const password = row.password;
    if (typeof password !== 'string' || password.startsWith('$argon2id$')) continue;
    const key = password;
    const known = memo.get(key);
    if (known) {
      row.password = known;
      continue;
    }
    const previous = before.get(row.id);
    row.password = await storedPassword(password, previous ? (JSON.parse(previous) as { password?: string }).password : undefined);
    memo.set(key, row.password as string);
  }
}

async function changeOf(collection: Collection, value: unknown, base: Entry, memo: HashMemo): Promise<Change | null> {
  if (isSingleton(collection)) {
    const json = JSON.stringify(value);
    return json === base.json ? null : { collection, singleton: true, value: value as Record<string, unknown>, json };
  }
  const rows = value as Row[];
  if (collection === 'users') await hashPasswords(rows, base, memo);
  const before = base.json as ReadonlyMap<number, string>;
  const json = new Map<number, string>();
  const upserts: Row[] = [];
  for (const row of rows) {
    const text = JSON.stringify(row);
    json.set(row.id, text);
    if (before.get(row.id) !== text) upserts.push(row);
  }
  const deletes = [...before.keys()].filter((id) => !json.has(id));
  return upserts.length || deletes.length ? { collection, singleton: false, rows, json, upserts, deletes } : null;
}

/** What the request changed, ready to write (passwords hashed); empty when it changed nothing. */
export async function changesOf(request: RequestDb, memo: HashMemo): Promise<Change[]> {
  const changes: Change[] = [];
  for (const [collection, value] of request.touched) {
    const change = await changeOf(collection, value, request.image.get(collection)!, memo);
    if (change) changes.push(change);
  }
  return changes;
}

export type Versions = Map<Collection, number>;

/**
 * Inside a transaction: locks the versions of every collection the request touched (in name
 * order, so two commits never wait on each other in a cycle), throws VersionMoved when one
 * moved since the request's image, else writes the changes and moves their versions.
 */
export async function writeChanges(tx: Sql, request: RequestDb, changes: Change[]): Promise<Versions> {
  const touched = [...request.touched.keys()].sort();
  const current = rowsOf<{ name: Collection; version: string | number }>(
    await tx.execute(q`SELECT name, version FROM collection_versions WHERE name IN ${touched} ORDER BY name FOR UPDATE`),
  );
  for (const { name, version } of current) if (Number(version) !== request.image.get(name)!.version) throw new VersionMoved();
  for (const change of changes) {
    const table = q.identifier(tableNameOf(change.collection));
    if (change.singleton) {
      await tx.execute(q`INSERT INTO ${table} (id, doc) VALUES (1, ${change.json}::jsonb) ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`);
      continue;
    }
    if (change.deletes.length) await tx.execute(q`DELETE FROM ${table} WHERE id = ANY(${q.param(change.deletes)}::int[])`);
    if (change.upserts.length) {
      const ids = change.upserts.map((row) => row.id);
      const docs = change.upserts.map((row) => change.json.get(row.id)!);
      await tx.execute(
        q`INSERT INTO ${table} (id, doc) SELECT * FROM unnest(${q.param(ids)}::int[], ${q.param(docs)}::jsonb[]) ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
      );
    }
  }
  const names = changes.map((change) => change.collection);
  const moved = rowsOf<{ name: Collection; version: string | number }>(
    await tx.execute(q`UPDATE collection_versions SET version = version + 1 WHERE name IN ${names} RETURNING name, version`),
  );
  return new Map(moved.map((row) => [row.name, Number(row.version)]));
}

/** This process knows the committed state already: no need to read it back. */
export function installCommitted(image: MemoryImage, changes: Change[], versions: Versions) {
  image.install(
    new Map(
      changes.map((change): [Collection, Entry] => [
        change.collection,
        change.singleton
          ? { version: versions.get(change.collection)!, value: change.value, json: change.json }
          : { version: versions.get(change.collection)!, value: change.rows, json: change.json },
      ]),
    ),
  );
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
    throw error;
  }
  installCommitted(image, changes, versions);
  return 'committed';
}
