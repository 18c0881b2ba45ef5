import { describe, expect, it } from 'vitest';
import { findById } from '../../mocks/db/queries';
import type { UserRow } from '../../mocks/db/schema';
import { db, nextId } from '../../mocks/db/store';
import { assertUsernameFree, createUser } from '../../mocks/rules/accounts';
import { conflictMessages } from '@contracts/messages';
import type { Store } from '../../server/store/store';
import { given, rows, twoApisOnOnePostgres } from './support';

/**
 * A write that read rows by id is checked against those rows' own versions, not against the
 * version of their whole collection (server/store/commit.ts, docs/decisions/0070): two requests
 * that each read and write their own user commit side by side on their first attempt, while two
 * that meet on one row still conflict and the second runs again on the first's result. Two APIs
 * (two memory images) over one real PostgreSQL.
 */
const two = twoApisOnOnePostgres();

/** A promise and its resolver: a request's rules wait on it between reading and finishing. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Runs `change` on the user `id`, as a request's rules would (found by id, changed in place), after `wait`. */
const changeUser = (store: Store, id: number, change: (user: UserRow) => void, wait: () => Promise<unknown> = async () => undefined, read?: () => void) =>
  store.run(async () => {
    const user = findById(db().users, id)!;
    read?.();
    await wait();
    change(user);
    return { value: user.personal_info!.last_name, keep: true };
  });

async function twoPeople(): Promise<[number, number]> {
  await given(two.a, 'the demo data is loaded');
  const people = await rows<{ id: number }>(two.url, `SELECT id FROM users WHERE doc->'personal_info' IS NOT NULL AND doc->'personal_info' <> 'null' ORDER BY id LIMIT 2`);
  return [people[0]!.id, people[1]!.id];
}

const lastName = async (id: number) => (await rows<{ name: string }>(two.url, `SELECT doc->'personal_info'->>'last_name' AS name FROM users WHERE id = $1`, [id]))[0]!.name;

describe('writes are checked against the rows they read by id', () => {
  it('two writes to different users, each having read the other’s collection version, both commit on their first attempt', async () => {
    const [first, second] = await twoPeople();
    // Both requests have read their user before either commits: with one version per collection
    // the second to commit would meet the first's new `users` version and run again.
    let reads = 0;
    const bothRead = gate();
    const read = () => void (++reads === 2 && bothRead.open());
    const [x, y] = await Promise.all([
      changeUser(two.a.store, first, (u) => void (u.personal_info!.last_name = 'Primera'), () => bothRead.opened, read),
      changeUser(two.b.store, second, (u) => void (u.personal_info!.last_name = 'Segunda'), () => bothRead.opened, read),
    ]);
    expect([x.attempts, y.attempts]).toEqual([1, 1]);
    expect(await lastName(first)).toBe('Primera');
    expect(await lastName(second)).toBe('Segunda');
    // Each API holds the other's change too (read back by row version), and its own.
    for (const api of [two.a, two.b]) {
      await api.call('GET', '/healthz');
      const outcome = await api.store.run(async () => ({ value: [findById(db().users, first)!.personal_info!.last_name, findById(db().users, second)!.personal_info!.last_name], keep: false }));
      expect(outcome.value).toEqual(['Primera', 'Segunda']);
    }
  });

  it('two writes to the same user: the second meets the first and runs again on its result (no lost update)', async () => {
    const [person] = await twoPeople();
    const before = await lastName(person);
    const bothRead = gate();
    let reads = 0;
    const read = () => void (++reads === 2 && bothRead.open());
    const outcomes = await Promise.all([
      changeUser(two.a.store, person, (u) => void (u.personal_info!.last_name += ' A'), () => bothRead.opened, read),
      changeUser(two.b.store, person, (u) => void (u.personal_info!.last_name += ' B'), () => bothRead.opened, read),
    ]);
    expect(outcomes.map((o) => o.attempts).sort()).toEqual([1, 2]);
    expect([`${before} A B`, `${before} B A`]).toContain(await lastName(person));
  });

  it('a write that only read a row another request changed meanwhile runs again (a read, not only a write, is checked)', async () => {
    const [source, target] = await twoPeople();
    const changed = gate();
    // a copies the source's last name to the target, having read the source before b changes it.
    const copying = two.a.store.run(async () => {
      const from = findById(db().users, source)!;
      const seen = from.personal_info!.last_name;
      await changed.opened;
      findById(db().users, target)!.personal_info!.last_name = `copia de ${seen}`;
      return { value: seen, keep: true };
    });
    const renamed = await changeUser(two.b.store, source, (u) => void (u.personal_info!.last_name = 'Renombrada'));
    expect(renamed.attempts).toBe(1);
    changed.open();
    const copied = await copying;
    expect(copied.attempts).toBe(2);
    expect(await lastName(target)).toBe('copia de Renombrada');
  });

  it('a lookup by id that found nothing still conflicts with the insert that fills it (no phantom)', async () => {
    await given(two.a, 'the demo data is loaded');
    const [{ max }] = (await rows<{ max: number }>(two.url, `SELECT max(id) AS max FROM users`)) as [{ max: number }];
    const missing = max + 1;
    const inserted = gate();
    let sawNobody = 0;
    const looking = two.a.store.run(async () => {
      const nobody = findById(db().users, missing);
      if (!nobody) sawNobody++;
      await inserted.opened;
      // Writes something elsewhere in users, so the commit has to check what it read.
      const anyone = findById(db().users, 1)!;
      anyone.updated_at = new Date(0).toISOString();
      return { value: nobody === undefined, keep: true };
    });
    const created = await two.b.call('POST', '/api/auth/register', { body: { username: 'fantasma.nuevo', password: 'Registro2026!' } });
    expect(created.status).toBe(201);
    inserted.open();
    const outcome = await looking;
    expect(outcome.attempts).toBe(2);
    expect(outcome.value).toBe(false);
    expect(sawNobody).toBe(1);
  });

});

/** A sign-up as the rules do it (username free, next user id, its log entry), waiting on `wait` between the check and the write. */
const signUp = (store: Store, username: string, wait: () => Promise<unknown>, looked: () => void) =>
  store.run<number | string>(async () => {
    try {
      assertUsernameFree(db(), username);
    } catch (error) {
      return { value: (error as Error).message, keep: false };
    }
    looked();
    await wait();
    const user = createUser(db(), { username, password: 'Secreta2026!', role_id: 3, status: 'active' }, null);
    return { value: user.id, keep: true };
  });

describe('new rows and unique values without reading the whole collection (decision 0070, amended)', () => {
  it('two sign-ups on one API, each having checked its username and taken an id before either commits, both commit on their first attempt', async () => {
    await given(two.a, 'the demo data is loaded');
    const bothLooked = gate();
    let looked = 0;
    const look = () => void (++looked === 2 && bothLooked.open());
    const outcomes = await Promise.all([
      signUp(two.a.store, 'primera.vez', () => bothLooked.opened, look),
      signUp(two.a.store, 'segunda.vez', () => bothLooked.opened, look),
    ]);
    expect(outcomes.map((o) => o.attempts)).toEqual([1, 1]);
    const [first, second] = outcomes.map((o) => o.value as number);
    expect(first).not.toBe(second);
    const stored = await rows<{ id: number; username: string }>(two.url, `SELECT id, username FROM users WHERE username IN ('primera.vez', 'segunda.vez') ORDER BY username`);
    expect(stored).toEqual([
      { id: first, username: 'primera.vez' },
      { id: second, username: 'segunda.vez' },
    ]);
  });

  it('two APIs that give out the same new id: the primary key keeps the one committed first, the other runs again with the next id', async () => {
    await given(two.a, 'the demo data is loaded');
    const peek = async (store: Store) => (await store.run(async () => ({ value: nextId(db().users), keep: false }))).value;
    // The API whose next id is higher holds a sign-up open with that id; the other signs up until it gives out the same one.
    const [held, other] = (await peek(two.a.store)) >= (await peek(two.b.store)) ? [two.a.store, two.b.store] : [two.b.store, two.a.store];
    const release = gate();
    let announce!: (id: number) => void;
    const taken = new Promise<number>((resolve) => (announce = resolve));
    let runs = 0;
    const pending = held.run(async () => {
      const user = createUser(db(), { username: `retenida.${++runs}`, password: 'Secreta2026!', role_id: 3, status: 'active' }, null);
      announce(user.id);
      await release.opened;
      return { value: user.id, keep: true };
    });
    const wanted = await taken;
    let id = 0;
    for (let n = 0; id < wanted && n < 50; n++) id = (await signUp(other, `otra.${n}`, async () => undefined, () => undefined)).value as number;
    expect(id).toBe(wanted);
    release.open();
    const outcome = await pending;
    expect(outcome.attempts).toBe(2);
    expect(outcome.value).toBeGreaterThan(wanted);
    const stored = await rows<{ id: number; username: string }>(two.url, `SELECT id, username FROM users WHERE id IN (${wanted}, ${outcome.value as number}) ORDER BY id`);
    expect(stored.map((r) => r.username)).toEqual([expect.stringMatching(/^otra\./), 'retenida.2']);
  });

  it('two APIs racing for one username, both having found it free: the constraint refuses the second, which runs again and is refused with the rule’s Spanish message', async () => {
    await given(two.a, 'the demo data is loaded');
    const bothLooked = gate();
    let looked = 0;
    const look = () => void (++looked === 2 && bothLooked.open());
    const outcomes = await Promise.all([
      signUp(two.a.store, 'carrera.pareja', () => bothLooked.opened, look),
      signUp(two.b.store, 'carrera.pareja', () => bothLooked.opened, look),
    ]);
    const values = outcomes.map((o) => o.value);
    expect(values.filter((v) => typeof v === 'number')).toHaveLength(1);
    expect(values.filter((v) => typeof v === 'string')).toEqual([conflictMessages.USERNAME_IN_USE]);
    expect(await rows(two.url, `SELECT id FROM users WHERE username = 'carrera.pareja'`)).toHaveLength(1);
  });
});
