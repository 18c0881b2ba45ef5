import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY, DB_STORAGE_PREFIX, dbShape } from '@mocks/db/persistence';
import { installPersistentDb } from '@mocks/db/persistent-db';
import { demoDbSnapshot, seedDay } from '@mocks/db/reset';
import { SEED_SHAPE } from '@mocks/db/seed-shape';
import { db, notifyDbChanged } from '@mocks/db/store';

const stored = () => JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!) as { seededOn: string; shape: string; db: ReturnType<typeof db> };

describe('browser persistence of the mock database', () => {
  it('stores a fresh seed under a versioned key and restores it, with later writes, in a new tab', async () => {
    const first = await installPersistentDb(localStorage);
    expect(first.restored).toBe(false);
    expect(DB_STORAGE_KEY).toMatch(new RegExp(`^${DB_STORAGE_PREFIX}:v\\d+$`));

    db().institutions[0]!.name = 'Barra Pesquera Modificada';
    notifyDbChanged();
    first.stop();
    db().institutions[0]!.name = 'cambio sin guardar';

    const second = await installPersistentDb(localStorage);
    expect(second.restored).toBe(true);
    expect(db().institutions[0]!.name).toBe('Barra Pesquera Modificada');
    second.stop();
  });

  it('knows the shape of the seed rows without building a seed (update SEED_SHAPE and bump the version when rows change)', () => {
    expect(dbShape(demoDbSnapshot()).split(';')).toEqual(SEED_SHAPE.split(';'));
  });

  it('discards an unparsable stored database and reseeds instead of failing', async () => {
    localStorage.setItem(DB_STORAGE_KEY, '{esto no es json');
    const persistent = await installPersistentDb(localStorage);
    expect(persistent.restored).toBe(false);
    expect(db().users.some((u) => u.username === 'admin.sistema')).toBe(true);
    expect(stored().db.users.length).toBe(db().users.length);
    persistent.stop();
  });

  it('removes databases stored under other versions of the key', async () => {
    localStorage.setItem(`${DB_STORAGE_PREFIX}:v0`, JSON.stringify({ users: 'viejo' }));
    localStorage.setItem('otra-clave', 'se conserva');
    (await installPersistentDb(localStorage)).stop();
    expect(localStorage.getItem(`${DB_STORAGE_PREFIX}:v0`)).toBeNull();
    expect(localStorage.getItem('otra-clave')).toBe('se conserva');
  });

  it('discards a stored database whose rows have another shape (a schema change without a version bump)', async () => {
    (await installPersistentDb(localStorage)).stop();
    const old = stored();
    for (const user of old.db.users) delete (user as Partial<typeof user>).personal_info;
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ ...old, shape: dbShape(old.db) }));
    const persistent = await installPersistentDb(localStorage);
    expect(persistent.restored).toBe(false);
    expect(db().users[0]).toHaveProperty('personal_info');
    persistent.stop();
  });

  it('discards a stored database seeded so long ago that its registration window would be closed', async () => {
    (await installPersistentDb(localStorage)).stop();
    const longAgo = new Date(Date.parse(seedDay()) - 40 * 86_400_000).toISOString();
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ ...stored(), seededOn: longAgo }));
    const persistent = await installPersistentDb(localStorage);
    expect(persistent.restored).toBe(false);
    expect(stored().seededOn).toBe(seedDay());
    persistent.stop();
  });

  it('resets to a fresh seed and stores it', async () => {
    const persistent = await installPersistentDb(localStorage);
    db().users.length = 1;
    notifyDbChanged();
    await persistent.reset();
    expect(db().users.length).toBeGreaterThan(100);
    expect(stored().db.users.length).toBe(db().users.length);
    persistent.stop();
  });
});
