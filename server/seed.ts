import { demoDbSnapshot } from '../mocks/db/reset';
import { db, replaceDb } from '../mocks/db/store';
import type { Store } from './store/store';

/**
 * SEED=demo: the README's accounts and the faker seed (MOCK_SCALE for the large demo), only
 * into a database with no users, so a restart never overwrites anybody's data.
 */
export async function seedDemoIfEmpty(store: Store): Promise<boolean> {
  const { value: seeded } = await store.run(async () => {
    if (db().users.length > 0) return { value: false, keep: false };
    replaceDb(demoDbSnapshot());
    return { value: true, keep: true };
  });
  return seeded;
}
