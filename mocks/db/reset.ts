import { replaceDb } from './store';
import type { Db } from './schema';
import { buildSeedDb } from './seed';

/**
 * The seed is built once per process and day, then deep-cloned on every reset: tests call
 * resetDemoDb() before each test, so it must cost a clone, not a faker run.
 */
let pristine: { day: string; db: Db } | null = null;

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** A fresh copy of the demo database (not installed). */
export function demoDbSnapshot(): Db {
  const day = dayKey(new Date());
  if (pristine?.day !== day) pristine = { day, db: buildSeedDb() };
  return structuredClone(pristine.db);
}

/** Replaces the database with the deterministic demo data. */
export function resetDemoDb(): Db {
  const db = demoDbSnapshot();
  replaceDb(db);
  return db;
}
