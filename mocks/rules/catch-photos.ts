import { CATCH_PHOTO_MAX_BYTES } from '@contracts/entities/catch-photos';
import { catchesMessages } from '@contracts/catches-messages';
import { notFound } from '../core/errors';
import { db } from '../db/store';
import type { CatchPhotoRow, UserRow } from '../db/schema';
import { isAdmin } from './caller';

/**
 * Catch photos (issue 35, docs/decisions/0073). The contract's schema has already checked the
 * data URL (JPEG or WebP, at most CATCH_PHOTO_MAX_BYTES); here it is kept and read back.
 *
 * The reference derives from the uploader and the bytes, so a retry (a lost answer, the
 * server's own rerun of a request that met a newer commit) writes the same row again, never a
 * second one, even without an Idempotency-Key.
 */

/** Where the rows live: the demo's database by default; the production server's own table (server/store/catch-photo-table.ts). */
export interface CatchPhotoTable {
  find(ref: string): Promise<CatchPhotoRow | undefined>;
  /** Adds a row; a row with the same ref already there is kept as it is. */
  insert(row: CatchPhotoRow): Promise<void>;
}

// A database saved before the first photo has no list yet.
const rows = () => (db().catchPhotos ??= []);

const databaseTable: CatchPhotoTable = {
  find: async (ref) => rows().find((row) => row.ref === ref),
  insert: async (row) => {
    if (!rows().some((existing) => existing.ref === row.ref)) rows().push(row);
  },
};

let scopedTable: (() => CatchPhotoTable | undefined) | null = null;

/** The production server's table for the current request (its AsyncLocalStorage scope); outside one, the database's rows. */
export function useCatchPhotoTable(provider: () => CatchPhotoTable | undefined) {
  scopedTable = provider;
}

const table = () => scopedTable?.() ?? databaseTable;

async function refOf(userId: number, image: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${userId}:${image}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const decodedBytes = (image: string) => {
  const base64 = image.slice(image.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
};

/** Keeps a photo already checked by the contract; answers its reference. */
export async function storeCatchPhoto(image: string, by: UserRow, now: string): Promise<string> {
  const bytes = decodedBytes(image);
  // The contract refused larger ones; the table's own check would too.
  if (bytes > CATCH_PHOTO_MAX_BYTES) throw new Error('foto fuera del límite');
  const ref = await refOf(by.id, image);
  await table().insert({ ref, uploaded_by: by.id, image, bytes, created_at: now });
  return ref;
}

/** The organisers see every photo; a judge only the ones they uploaded (to anyone else it does not exist). */
export async function catchPhotoFor(ref: string, user: UserRow): Promise<CatchPhotoRow> {
  const row = await table().find(ref);
  if (!row || !(isAdmin(user) || row.uploaded_by === user.id)) throw notFound(catchesMessages.photoNotFound);
  return row;
}
