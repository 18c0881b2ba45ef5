import { describe, expect, it } from 'vitest';
import { commitStats } from '../../server/store/commit';
import { reloadStats } from '../../server/store/image';
import { pruneTombstones } from '../../server/store/tombstones';
import { given, rows, twoApisOnOnePostgres, type TestApi } from './support';

/**
 * Two APIs on one PostgreSQL (two processes' memory images): a commit writes only the rows its
 * request changed, each with the version the commit made, and leaves a tombstone per deleted
 * id; the other API then reads back only those rows, not the collections (server/store/image.ts).
 */
const two = twoApisOnOnePostgres();

const member = (dni: string) => ({
  dni,
  first_name: 'Lucía',
  last_name: 'Ferreyra',
  licence_number: null,
  primary_phone_number: '3415557788',
  email: null,
  birth_date: '1992-07-21',
  gender: 'F',
  blood_type: null,
  is_helmsman: false,
  member_category: null,
});

const count = async (sql: string, values: unknown[] = []) => Number((await rows<{ n: string }>(two.url, sql, values))[0]!.n);
const version = async (name: string) => count(`SELECT version AS n FROM collection_versions WHERE name = $1`, [name]);

describe('row versions: commits write the rows that changed, the other process reads back only those', () => {
  it('a sign-up compares and writes its own rows only, and the other API reads back only them', async () => {
    await two.b.call('GET', '/healthz');
    const users = await count(`SELECT count(*) AS n FROM users`);
    expect(users).toBeGreaterThan(50);
    // b is up to date before the write.
    await two.b.call('POST', '/api/auth/login', { body: { username: 'nadie', password: 'x' } });

    const compared = commitStats.rowsCompared;
    const created = await two.a.call('POST', '/api/auth/register', { body: { username: 'fila.sola', password: 'Registro2026!' } });
    expect(created.status).toBe(201);
    expect(commitStats.rowsCompared - compared).toBeLessThan(10);
    // One user row carries the version this commit made: the new account, nothing else rewritten.
    expect(await count(`SELECT count(*) AS n FROM users WHERE rev = $1`, [await version('users')])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM users WHERE rev = $1 AND username = 'fila.sola'`, [await version('users')])).toBe(1);

    const read = reloadStats.rowsRead;
    const signedIn = await two.b.call('POST', '/api/auth/login', { body: { username: 'fila.sola', password: 'Registro2026!' } });
    expect(signedIn.status).toBe(200);
    expect(reloadStats.rowsRead - read).toBeGreaterThan(0);
    expect(reloadStats.rowsRead - read).toBeLessThan(10);
  });

  it('a member removed on one API is gone on the other (a tombstone), and one added is there, each read back alone', async () => {
    const state = await given(two.a, 'a team owner with an incomplete team exists');
    const created = await two.a.call('POST', '/api/team_members/register', { token: state.accessToken, body: member('44555666') });
    expect(created.status).toBe(201);
    const [{ id, user_id: userId }] = (await rows<{ id: number; user_id: number }>(two.url, `SELECT id, user_id FROM team_members ORDER BY id DESC LIMIT 1`)) as [{ id: number; user_id: number }];

    let read = reloadStats.rowsRead;
    const listed = await two.b.call('GET', '/api/team_members', { token: state.accessToken });
    expect(listed.body.data.map((m: { id: number }) => m.id)).toContain(id);
    expect(reloadStats.rowsRead - read).toBeLessThan(10);

    const removed = await two.a.call('DELETE', `/api/team_members/${userId}`, { token: state.accessToken });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    expect(await count(`SELECT count(*) AS n FROM deleted_rows WHERE collection = 'team_members' AND id = $1`, [id])).toBe(1);

    read = reloadStats.rowsRead;
    const after = await two.b.call('GET', '/api/team_members', { token: state.accessToken });
    expect(after.status).toBe(200);
    expect(after.body.data.map((m: { id: number }) => m.id)).not.toContain(id);
    expect(reloadStats.rowsRead - read).toBeLessThan(10);

    // Another person added (the freed id comes back when it was the last: max + 1): there on the other API.
    const again = await two.a.call('POST', '/api/team_members/register', { token: state.accessToken, body: member('44555777') });
    expect(again.status).toBe(201);
    const relisted = await two.b.call('GET', '/api/team_members', { token: state.accessToken });
    const [last] = await rows<{ id: number }>(two.url, `SELECT id FROM team_members ORDER BY id DESC LIMIT 1`);
    expect(relisted.body.data.map((m: { id: number }) => m.id)).toContain(last!.id);
  });

  it('both images end equal to the database, row for row', async () => {
    await two.a.call('GET', '/healthz');
    const fromDb = (await rows<{ id: number }>(two.url, `SELECT id FROM team_members ORDER BY id`)).map((r) => r.id);
    const image = (api: TestApi) => (api.store.image as unknown as { image: Map<string, { value: { id: number }[] }> }).image;
    // Any request brings an image up to date; a sign-in attempt touches no collection version.
    await two.a.call('POST', '/api/auth/login', { body: { username: 'nadie', password: 'x' } });
    await two.b.call('POST', '/api/auth/login', { body: { username: 'nadie', password: 'x' } });
    for (const api of [two.a, two.b]) expect([...image(api).get('teamMembers')!.value].map((r) => r.id).sort((x, y) => x - y)).toEqual(fromDb);
  });

  it('pruned tombstones: a process behind the horizon reads the collection whole and misses no deletion; past it, only what moved', async () => {
    const state = await given(two.a, 'a team owner with an incomplete team exists');
    const token = state.accessToken as string;
    const created = await two.a.call('POST', '/api/team_members/register', { token, body: member('44555888') });
    expect(created.status).toBe(201);
    const [{ id, user_id: userId }] = (await rows<{ id: number; user_id: number }>(two.url, `SELECT id, user_id FROM team_members ORDER BY id DESC LIMIT 1`)) as [{ id: number; user_id: number }];
    // b holds the member, then a removes it and every tombstone is pruned before b looks again.
    expect((await two.b.call('GET', '/api/team_members', { token })).body.data.map((m: { id: number }) => m.id)).toContain(id);
    expect((await two.a.call('DELETE', `/api/team_members/${userId}`, { token })).status).toBeLessThan(300);
    expect(await pruneTombstones(two.a.store.database.sql, 0)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM deleted_rows WHERE collection = 'team_members' AND id > 0`)).toBe(0);

    let read = reloadStats.rowsRead;
    const after = await two.b.call('GET', '/api/team_members', { token });
    expect(after.body.data.map((m: { id: number }) => m.id)).not.toContain(id);
    expect(reloadStats.rowsRead - read).toBeGreaterThanOrEqual(await count(`SELECT count(*) AS n FROM team_members`));

    // b is past the horizon now: the next removal is read back alone, from its tombstone.
    const again = await two.a.call('POST', '/api/team_members/register', { token, body: member('44555999') });
    expect(again.status).toBe(201);
    const [last] = await rows<{ id: number; user_id: number }>(two.url, `SELECT id, user_id FROM team_members ORDER BY id DESC LIMIT 1`);
    expect((await two.b.call('GET', '/api/team_members', { token })).body.data.map((m: { id: number }) => m.id)).toContain(last!.id);
    expect((await two.a.call('DELETE', `/api/team_members/${last!.user_id}`, { token })).status).toBeLessThan(300);
    read = reloadStats.rowsRead;
    expect((await two.b.call('GET', '/api/team_members', { token })).body.data.map((m: { id: number }) => m.id)).not.toContain(last!.id);
    expect(reloadStats.rowsRead - read).toBeLessThan(10);
  });
});

