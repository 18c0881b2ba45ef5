import { sql as q } from 'drizzle-orm';
import type { Database, Sql } from '../db/connect';
import { collectionNames, isSingleton, tableNameOf, type Collection } from './collections';

/**
 * The memory image (docs/decisions/0064): each API process keeps every collection in memory,
 * as the rules of mocks/rules read them, together with the version it was read at. Before
 * each request one query tells which collections another process (or nobody) changed since;
 * only those are read again, all in one snapshot. The image is immutable: a request holds the
 * generation it started with while newer ones are installed.
 */
export type Entry = {
  version: number;
  /** The rows (or the settings object), never mutated: requests work on copies (request-db.ts). */
  value: readonly { id: number }[] | Record<string, unknown>;
  /** Each row as JSON (by id), or the settings' JSON: what a request's copy is compared with. */
  json: ReadonlyMap<number, string> | string;
};

export type Image = ReadonlyMap<Collection, Entry>;

type Row = { id: number; doc: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function readCollection(tx: Sql, collection: Collection, version: number): Promise<Entry> {
  const rows = rowsOf<Row>(await tx.execute(q`SELECT id, doc::text AS doc FROM ${q.identifier(tableNameOf(collection))} ORDER BY id`));
  if (isSingleton(collection)) {
    const value = rows[0] ? (JSON.parse(rows[0].doc) as Record<string, unknown>) : {};
    return { version, value, json: JSON.stringify(value) };
  }
  const value = rows.map((row) => JSON.parse(row.doc) as { id: number });
  return { version, value, json: new Map(value.map((row) => [row.id, JSON.stringify(row)])) };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}

export class MemoryImage {
  private image: Image = new Map();
  private reloading: Promise<void> | null = null;

  constructor(private readonly database: Database) {}

  /**
   * The image brought up to date with the database: one query when nothing changed. With
   * `within` (a transaction holding version locks, store.ts's locked attempt), everything is
   * read through it: waiting for another connection while holding one could starve the pool.
   */
  async current(within?: Sql): Promise<Image> {
    const sql = within ?? this.database.sql;
    for (;;) {
      const versions = rowsOf<{ name: Collection; version: string | number }>(await sql.execute(q`SELECT name, version FROM collection_versions`));
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

  private async readCollections(tx: Sql, collections: Collection[]): Promise<Map<Collection, Entry>> {
    const versions = rowsOf<{ name: Collection; version: string | number }>(
      await tx.execute(q`SELECT name, version FROM collection_versions WHERE name IN ${collections}`),
    );
    const entries = new Map<Collection, Entry>();
    for (const { name, version } of versions) entries.set(name, await readCollection(tx, name, Number(version)));
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

  /** Every collection known (the first load, and the readiness check after it). */
  get complete() {
    return collectionNames.every((name) => this.image.has(name));
  }
}
