import { faker } from '@faker-js/faker/locale/es';
import { emptyDb, type CollectionName, type Db } from '../schema';
import { nextId } from '../store';
import { seedClock, type SeedClock } from './clock';

/** Fixed faker seed: the demo database is the same on every machine. */
export const FAKER_SEED = 20260301;

export type SeedContext = {
  db: Db;
  faker: typeof faker;
  clock: SeedClock;
  /** Next id of a collection, starting at 1. */
  id: (collection: CollectionName) => number;
  /** Calls `make` until it yields a value not used before for `kind` (DNI, e-mail, …). */
  unique: (kind: string, make: (attempt: number) => string) => string;
};

export function createSeedContext(today?: Date): SeedContext {
  faker.seed(FAKER_SEED);
  const db = emptyDb();
  const used = new Map<string, Set<string>>();
  return {
    db,
    faker,
    clock: seedClock(today),
    // Same rule as the handlers (max + 1), so rows added by shared rules during seeding fit in.
    id: (collection) => nextId(db[collection]),
    unique: (kind, make) => {
      const seen = used.get(kind) ?? new Set<string>();
      used.set(kind, seen);
      for (let attempt = 0; ; attempt++) {
        const value = make(attempt);
        if (!seen.has(value.toLowerCase())) {
          seen.add(value.toLowerCase());
          return value;
        }
      }
    },
  };
}
