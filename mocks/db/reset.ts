import { db, replaceDb } from './store';
import type { Db } from './schema';
import { buildSeedDb } from './seed';
import { mockScale } from './mock-scale';
import { seedDay } from './seed-day';

export { seedDay };

/**
 * The seed is built once per process and day, then deep-cloned on every reset: tests call
 * resetDemoDb() before each test, so it must cost a clone, not a faker run.
 */
let pristine: { day: string; scale: number; db: Db } | null = null;

/** A fresh copy of the demo database (not installed); the large one when MOCK_SCALE is set. */
export function demoDbSnapshot(): Db {
  const day = seedDay();
  const scale = mockScale();
  if (pristine?.day !== day || pristine.scale !== scale) pristine = { day, scale, db: buildSeedDb({ today: new Date(day), scale }) };
  return structuredClone(pristine.db);
}

/** Replaces the database with the deterministic demo data. */
export function resetDemoDb(): Db {
  replaceDb(demoDbSnapshot());
  // The installed database: on the server, the request's (store.ts), not the snapshot object.
  return db();
}
