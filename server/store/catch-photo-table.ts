import { eq } from 'drizzle-orm';
import type { CatchPhotoTable } from '../../mocks/rules/catch-photos';
import type { Sql } from '../db/connect';
import { catchPhotos } from '../db/schema';

/**
 * The catch photos' rows in PostgreSQL (mocks/rules/catch-photos.ts keeps the rule,
 * docs/decisions/0073): read one at a time by reference, never part of the memory image.
 */
export function catchPhotoTable(sql: Sql): CatchPhotoTable {
  return {
    async find(ref) {
      const [row] = await sql.select().from(catchPhotos).where(eq(catchPhotos.ref, ref));
      return row ? { ref: row.ref, uploaded_by: row.uploadedBy, image: row.image, bytes: row.bytes, created_at: row.createdAt } : undefined;
    },
    async insert(row) {
      await sql
        .insert(catchPhotos)
        .values({ ref: row.ref, uploadedBy: row.uploaded_by, image: row.image, bytes: row.bytes, createdAt: row.created_at })
        .onConflictDoNothing();
    },
  };
}
