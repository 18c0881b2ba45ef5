import { sql as q } from 'drizzle-orm';
import type { Database, Sql } from '../db/connect';
import { collectionNames, isSingleton, tableNameOf, type Collection } from './collections';
import { TOMBSTONE_HORIZON } from './tombstones';

/**
 * The memory image (docs/decisions/0064): each API process keeps every collection in memory,
 * as the rules of mocks/rules read them, together with the version it was read at. Before
 * each request one query tells which collections another process (or nobody) changed since;
 * of those, only the rows written or deleted since this process's version are read again
 * (each row carries the version of the commit that wrote it, each deleted id a tombstone),
 * all in one snapshot. The image is immutable: a request holds the generation it started
 * with while newer ones are installed.
 */
export type Entry = {
  version: number;
  /** The rows (or the settings object), frozen and never mutated: writing requests draft over them (request-db.ts). */
  value: readonly { id: number }[] | Record<string, unknown>;
};

export type Image = ReadonlyMap<Collection, Entry>;

type Row = { id: number; doc: string | null; rev: string | number | null };

/**
 * The version each row of the image was written at (its `rev` column), by row object: the image's
 * rows are frozen and a new version of a row is a new object, so a request that read a row by id
 * knows the version of exactly the row it read, whatever was installed since. Its commit checks
 * that version instead of the collection's (commit.ts, docs/decisions/0070).
 */
const rowRevs = new WeakMap<object, number>();
export const revOf = (row: object): number | undefined => rowRevs.get(row);
export const setRev = (row: object, rev: number) => void rowRevs.set(row, rev);

function parseRow(row: Row): { id: number } {
  const value = JSON.parse(row.doc!) as { id: number };
  rowRevs.set(value, Number(row.rev ?? 0));
  return value;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type VersionRow = { name: Collection; version: string | number };
const readVersions = async (sql: Sql) => rowsOf<VersionRow>(await sql.execute(q`SELECT name, version FROM collection_versions`));

/** Rows read back by the last reloads (the tests count them: a reload reads what moved, not the collection). */
export const reloadStats = { rowsRead: 0 };

async function readCollection(tx: Sql, collection: Collection, version: number): Promise<Entry> {
  const rows = rowsOf<Row>(await tx.execute(q`SELECT id, doc::text AS doc, rev FROM ${q.identifier(tableNameOf(collection))} ORDER BY id`));
  reloadStats.rowsRead += rows.length;
  if (isSingleton(collection)) return { version, value: rows[0]?.doc ? (JSON.parse(rows[0].doc) as Record<string, unknown>) : {} };
  return { version, value: rows.map(parseRow) };
}

/**
 * `known` brought to `version`: the rows written after `known.version` (doc) and the ids deleted
 * after it (doc null), in one statement, so one snapshot even under read committed. A deleted
 * id that came back (ids are max + 1) is in the table, so deletions apply first. The rows keep
 * the image's order; new ids go at the end in id order, as a whole read would put them.
 */
async function readChanges(tx: Sql, collection: Collection, known: Entry, version: number): Promise<Entry> {
  const name = tableNameOf(collection);
  const moved = rowsOf<Row>(
    await tx.execute(q`SELECT id, doc::text AS doc, rev FROM ${q.identifier(name)} WHERE rev > ${known.version}
      UNION ALL SELECT id, NULL, NULL FROM deleted_rows WHERE collection = ${name} AND version > ${known.version}`),
  );
  reloadStats.rowsRead += moved.length;
  // Tombstones this process may not have seen were pruned (tombstones.ts): read the collection whole.
  if (moved.some((row) => row.doc === null && row.id === TOMBSTONE_HORIZON)) return readCollection(tx, collection, version);
  if (isSingleton(collection)) {
    const row = moved.find((r) => r.doc !== null);
    return { version, value: row ? (JSON.parse(row.doc!) as Record<string, unknown>) : known.value };
  }
  const written = new Map<number, { id: number }>();
  const deleted = new Set<number>();
  for (const row of moved) {
    if (row.doc === null) deleted.add(row.id);
    else written.set(row.id, parseRow(row));
  }
  for (const id of written.keys()) deleted.delete(id);
  if (written.size === 0 && deleted.size === 0) return { version, value: known.value };
  return { version, value: withRows(known.value as readonly { id: number }[], written, deleted) };
}

/**
 * `rows` with the `deleted` ids removed and the `written` rows in place of the rows of the same id;
 * written ids that were not there go at the end in id order, as a whole read would put them.
 * Deletions first: a deleted id that came back (ids are max + 1) is in `written`.
 */
export function withRows<T extends { id: number }>(rows: readonly T[], written: ReadonlyMap<number, T>, deleted: ReadonlySet<number>): T[] {
  const left = new Map(written);
  const value: T[] = [];
  for (const row of rows) {
    const newer = left.get(row.id);
    if (newer) {
      value.push(newer);
      left.delete(row.id);
    } else if (!deleted.has(row.id)) value.push(row);
  }
  value.push(...[...left.values()].sort((a, b) => a.id - b.id));
  return value;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}

export class MemoryImage {
  private image: Image = new Map();
  private reloading: Promise<void> | null = null;
  /** The versions check on its way (`versionsSinceNow`), and the one that starts after it. */
  private checking: Promise<VersionRow[]> | null = null;
  private nextCheck: Promise<VersionRow[]> | null = null;

  constructor(private readonly database: Database) {}

  /**
   * The image brought up to date with the database: one query when nothing changed. With
   * `within` (a transaction holding version locks, store.ts's locked attempt), everything is
   * read through it: waiting for another connection while holding one could starve the pool.
   */
  async current(within?: Sql): Promise<Image> {
    for (;;) {
      const versions = within ? await readVersions(within) : await this.versionsSinceNow();
      const stale = versions.filter((v) => this.image.get(v.name)?.version !== Number(v.version)).map((v) => v.name);
      if (stale.length === 0) return this.image;
      if (within) {
        // Read committed: a collection read may be newer than the version read first, never
        // older, so the worst case is one more reload later (or one more conflict), never stale data.
        this.install(await this.readCollections(within, stale));
        continue;
      }
      // One reload at a time: requests that find the same staleness wait for it, then look again.
      if (this.reloading) {
        await this.reloading.catch(() => undefined);
        continue;
      }
      this.reloading = this.reload(stale);
      try {
        await this.reloading;
      } finally {
        this.reloading = null;
      }
    }
  }

  /**
   * The collections' versions as a check started after this call reads them: every commit
   * acknowledged before the call is in it (read-your-writes across processes). Under load many
   * requests arrive while a check is on its way; they share the next one instead of each sending
   * its own (one round trip serves them all), and a check that started before them never answers
   * them: it might have missed a commit they saw acknowledged.
   */
  private versionsSinceNow(): Promise<VersionRow[]> {
    if (!this.checking) return this.startCheck();
    this.nextCheck ??= this.checking
      .catch(() => undefined)
      .then(() => {
        this.nextCheck = null;
        return this.startCheck();
      });
    return this.nextCheck;
  }

  private startCheck(): Promise<VersionRow[]> {
    const check = readVersions(this.database.sql);
    this.checking = check;
    const done = () => {
      if (this.checking === check) this.checking = null;
    };
    check.then(done, done);
    return check;
  }

  private async readCollections(tx: Sql, collections: Collection[]): Promise<Map<Collection, Entry>> {
    const versions = rowsOf<VersionRow>(await tx.execute(q`SELECT name, version FROM collection_versions WHERE name IN ${collections}`));
    const entries = new Map<Collection, Entry>();
    for (const { name, version } of versions) {
      const known = this.image.get(name);
      entries.set(name, known ? await readChanges(tx, name, known, Number(version)) : await readCollection(tx, name, Number(version)));
    }
    return entries;
  }

  /** Reads `collections` again, in one snapshot of the database. */
  private async reload(collections: Collection[]): Promise<void> {
    const loaded = await this.database.sql.transaction((tx) => this.readCollections(tx as unknown as Sql, collections), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    this.install(loaded);
  }

  /**
   * Newer entries replace older ones (a commit's own result, or a reload); never the reverse.
   * Their rows are frozen: read-only requests read them without a copy (request-db.ts).
   */
  install(entries: ReadonlyMap<Collection, Entry>) {
    const next = new Map(this.image);
    for (const [name, entry] of entries) {
      const known = next.get(name);
      if (!known || entry.version > known.version) next.set(name, { ...entry, value: deepFreeze(entry.value) });
    }
    this.image = next;
  }

  /** What this process holds of `collection` now (the image may be newer than a request's). */
  entry(collection: Collection): Entry | undefined {
    return this.image.get(collection);
  }

  /** Every collection known (the first load, and the readiness check after it). */
  get complete() {
    return collectionNames.every((name) => this.image.has(name));
  }
}
