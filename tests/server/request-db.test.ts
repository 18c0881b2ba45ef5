import { describe, expect, it } from 'vitest';
import type { Collection } from '../../server/store/collections';
import { changesOf, commitStats, type Change } from '../../server/store/commit';
import { boatOf, findById, membersChanged, membersOf, userByUsername } from '../../mocks/db/queries';
import { nextId } from '../../mocks/db/store';
import { assertPersonalInfoFree, replaceAddresses } from '../../mocks/rules/personal-info';
import { setRev, type Entry, type Image } from '../../server/store/image';
import { ID_LANES, IdLanes, RequestDb, type IdsGiven } from '../../server/store/request-db';

/**
 * A writing request's rules work on a copy-on-write draft of the memory image
 * (server/store/request-db.ts), and the commit compares and writes only the rows that are not
 * the image's own objects (server/store/commit.ts). In process, no database: what the commit
 * would write for each way the rules change a collection, and that it never looks at the
 * rows nobody wrote.
 */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const USERS = 10_000;

type User = { id: number; username: string; password: string; team_id: number | null; personal_info: { first_name: string } | null };
type Member = { id: number; team_id: number; user_id: number };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}

function image(): Image {
  const users: User[] = Array.from({ length: USERS }, (_, i) => ({
    id: i + 1,
    username: `persona.${i + 1}`,
    password: HASH,
    team_id: null,
    personal_info: { first_name: `Nombre ${i + 1}` },
  }));
  const teamMembers: Member[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, team_id: 1 + (i % 2), user_id: i + 1 }));
  const entries: [Collection, Entry][] = [
    ['users', { version: 7, value: deepFreeze(users) }],
    ['teamMembers', { version: 3, value: deepFreeze(teamMembers) }],
    ['settings', { version: 1, value: deepFreeze({ registration_open: true }) }],
  ];
  return new Map(entries);
}

/** What the commit would write for `work`, and how many rows it compared. */
async function commitOf(work: (request: RequestDb) => void) {
  const base = image();
  const request = new RequestDb(base);
  work(request);
  const before = commitStats.rowsCompared;
  const changes = await changesOf(request, new Map());
  return { base, changes, compared: commitStats.rowsCompared - before };
}

const rowsOf = (changes: Change[], collection: Collection) => {
  const change = changes.find((c) => c.collection === collection);
  return change && !change.singleton ? change : undefined;
};

describe('a writing request drafts the image copy-on-write, and its commit writes only what changed', () => {
  it('changes one user of 10,000: one row compared and written, every other row is the image’s own object', async () => {
    const { base, changes, compared } = await commitOf(({ db }) => {
      const user = db.users.find((u) => u.username === 'persona.5000')!;
      user.team_id = 12;
    });
    expect(compared).toBe(1);
    const users = rowsOf(changes, 'users')!;
    expect(users.upserts.map((u) => u.row.id)).toEqual([5000]);
    expect(JSON.parse(users.upserts[0]!.json)).toMatchObject({ id: 5000, team_id: 12 });
    expect(users.deletes).toEqual([]);
    const before = base.get('users')!.value as readonly User[];
    expect(users.rows).toHaveLength(USERS);
    expect(users.rows.filter((row, i) => row !== before[i]).map((row) => row.id)).toEqual([5000]);
    // The image itself is untouched.
    expect(before[4999]!.team_id).toBeNull();
  });

  it('a nested write copies the row, never the image’s', async () => {
    const { base, changes, compared } = await commitOf(({ db }) => {
      db.users.find((u) => u.id === 3)!.personal_info!.first_name = 'Lucía';
    });
    expect(compared).toBe(1);
    expect(JSON.parse(rowsOf(changes, 'users')!.upserts[0]!.json).personal_info).toEqual({ first_name: 'Lucía' });
    expect((base.get('users')!.value as readonly User[])[2]!.personal_info!.first_name).toBe('Nombre 3');
  });

  it('a pushed row is written alone; nothing is deleted', async () => {
    const { changes, compared } = await commitOf(({ db }) => {
      db.users.push({ id: USERS + 1, username: 'nueva', password: HASH, team_id: null, personal_info: null } as never);
    });
    expect(compared).toBe(1);
    expect(rowsOf(changes, 'users')!.upserts.map((u) => u.row.id)).toEqual([USERS + 1]);
    expect(rowsOf(changes, 'users')!.deletes).toEqual([]);
  });

  it('a row found, then spliced out by its index, is deleted (and only it)', async () => {
    const { changes } = await commitOf(({ db }) => {
      const membership = db.teamMembers.find((m) => m.id === 2)!;
      db.teamMembers.splice(db.teamMembers.indexOf(membership), 1);
    });
    const members = rowsOf(changes, 'teamMembers')!;
    expect(members.deletes).toEqual([2]);
    expect(members.upserts).toEqual([]);
    expect(members.rows.map((m) => m.id)).toEqual([1, 3, 4, 5, 6]);
  });

  it('a collection replaced wholesale (`db.x = db.x.filter(…)`) deletes what it left out and writes what it changed', async () => {
    const { changes } = await commitOf(({ db }) => {
      db.teamMembers.find((m) => m.id === 1)!.user_id = 99;
      db.teamMembers = db.teamMembers.filter((m) => m.team_id !== 2);
    });
    const members = rowsOf(changes, 'teamMembers')!;
    expect(members.deletes.sort()).toEqual([2, 4, 6]);
    expect(members.upserts.map((u) => JSON.parse(u.json))).toEqual([{ id: 1, team_id: 1, user_id: 99 }]);
  });

  it('a whole database put in place (reset, provider states) writes every row that differs', async () => {
    const { changes } = await commitOf(({ db }) => {
      Object.assign(db, { teamMembers: [{ id: 1, team_id: 1, user_id: 1 }, { id: 7, team_id: 3, user_id: 7 }] });
    });
    const members = rowsOf(changes, 'teamMembers')!;
    expect(members.upserts.map((u) => u.row.id)).toEqual([7]);
    expect(members.deletes.sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('reading, scanning and writing a value back unchanged commits nothing and compares no row it did not write', async () => {
    const { changes, compared } = await commitOf(({ db }) => {
      expect(db.users.filter((u) => u.id % 1000 === 0)).toHaveLength(10);
      expect(db.users.some((u) => u.username === 'persona.9999')).toBe(true);
      const user = db.users.find((u) => u.id === 10)!;
      user.team_id = null;
      expect(db.settings).toEqual({ registration_open: true });
    });
    expect(changes).toEqual([]);
    expect(compared).toBeLessThanOrEqual(1);
  });

  it('a changed singleton (settings) is written as one object', async () => {
    const { changes } = await commitOf(({ db }) => {
      (db.settings as unknown as { registration_open: boolean }).registration_open = false;
    });
    expect(changes).toEqual([{ collection: 'settings', singleton: true, value: { registration_open: false }, json: '{"registration_open":false}' }]);
  });

  it('a read-only request reads the frozen image itself: a write fails instead of reaching it', () => {
    const request = new RequestDb(image(), true);
    const user = request.db.users[0]!;
    expect(Object.isFrozen(user)).toBe(true);
    expect(() => {
      (user as { team_id: number | null }).team_id = 1;
    }).toThrow(TypeError);
  });
});

describe('a writing request records what it read: rows by id, or whole collections (docs/decisions/0070)', () => {
  /** The image with each user's row version (its `rev`) known, as the API's image has them. */
  function imageWithRevs() {
    const base = image();
    for (const user of base.get('users')!.value as readonly User[]) setRev(user, 100 + user.id);
    return base;
  }

  it('a lookup by id depends on that row and its version only, and finds it without a scan', () => {
    const request = new RequestDb(imageWithRevs());
    const user = findById(request.db.users, 4321)!;
    expect(user.username).toBe('persona.4321');
    user.team_id = 5;
    expect(findById(request.db.users, 4321)!.team_id).toBe(5);
    expect(request.dependencies()).toEqual({ collections: [], rows: new Map([['users', new Map([[4321, 4421]])]]) });
  });

  it('a scan, a lookup that finds nothing, or a settings read depends on the whole collection', () => {
    for (const read of [
      (db: RequestDb['db']) => db.users.some((u) => u.username === 'x'),
      (db: RequestDb['db']) => findById(db.users, USERS + 50),
      (db: RequestDb['db']) => db.users.length,
      (db: RequestDb['db']) => db.users[3],
    ]) {
      const request = new RequestDb(imageWithRevs());
      findById(request.db.users, 7);
      read(request.db);
      expect(request.dependencies().collections).toEqual(['users']);
    }
    const request = new RequestDb(imageWithRevs());
    void request.db.settings;
    expect(request.dependencies().collections).toEqual(['settings']);
  });

  it('a push depends on nothing; a row pushed, then looked up, is found and needs no check', () => {
    const request = new RequestDb(imageWithRevs());
    request.db.users.push({ id: USERS + 1, username: 'nueva', password: HASH, team_id: null, personal_info: null } as never);
    expect(findById(request.db.users, USERS + 1)!.username).toBe('nueva');
    expect(request.dependencies()).toEqual({ collections: [], rows: new Map() });
  });

  it('after a splice the rows have moved: a lookup searches the draft and still finds the right row', async () => {
    const { changes } = await commitOf(({ db }) => {
      db.users.splice(0, 2);
      findById(db.users, 10)!.team_id = 3;
    });
    const users = rowsOf(changes, 'users')!;
    expect(users.upserts.map((u) => JSON.parse(u.json))).toMatchObject([{ id: 10, team_id: 3 }]);
    expect(users.deletes).toEqual([1, 2]);
  });

  it('`db.x = db.x` keeps the draft (the view the rules were handed is not written into it)', async () => {
    const { changes } = await commitOf(({ db }) => {
      findById(db.teamMembers, 1)!.user_id = 42;
      // eslint-disable-next-line no-self-assign -- what a rule could write: the view handed back to the setter
      db.teamMembers = db.teamMembers;
    });
    expect(rowsOf(changes, 'teamMembers')!.upserts.map((u) => JSON.parse(u.json))).toEqual([{ id: 1, team_id: 1, user_id: 42 }]);
  });

  it('`nextId` reads nothing: above every id of the image and of the rows the request added, and not one another running request of the process holds', () => {
    const given = new Map();
    const first = new RequestDb(imageWithRevs(), false, given);
    expect(nextId(first.db.users)).toBe(USERS + 1);
    first.db.users.push({ id: USERS + 1, username: 'nueva', password: HASH, team_id: null, personal_info: null } as never);
    expect(nextId(first.db.users)).toBe(USERS + 2);
    expect(first.dependencies()).toEqual({ collections: [], rows: new Map() });
    // Another request of the same process, on the same image, at the same time: the next id, not the same.
    const second = new RequestDb(imageWithRevs(), false, given);
    expect(nextId(second.db.users)).toBe(USERS + 3);
    expect(second.dependencies()).toEqual({ collections: [], rows: new Map() });
    // Once both have ended, the ids are free again: the largest plus one, as in the demo (the differential tests compare ids).
    first.release();
    second.release();
    expect(nextId(new RequestDb(imageWithRevs(), false, given).db.users)).toBe(USERS + 1);
  });

  it('once another process took one of its ids in a collection, a process gives ids of its own lane there; alone it gives the demo’s', () => {
    const lanes = new IdLanes(5);
    const given: IdsGiven = new Map();
    const alone = new RequestDb(imageWithRevs(), false, given, false, lanes);
    expect(nextId(alone.db.users)).toBe(USERS + 1);
    alone.release();
    alone.idTakenElsewhere('users');
    const first = new RequestDb(imageWithRevs(), false, given, false, lanes);
    const second = new RequestDb(imageWithRevs(), false, given, false, lanes);
    const ids = [nextId(first.db.users), nextId(second.db.users)];
    expect(ids.every((id) => id > USERS && id % ID_LANES === 5)).toBe(true);
    expect(ids[1]! - ids[0]!).toBe(ID_LANES);
    // Other collections keep the demo's ids.
    expect(nextId(first.db.teamMembers)).toBe(7);
    first.release();
    second.release();
  });

  it('a lookup by a unique key depends on the row it found, or on nothing when it found none (the constraint guards the miss)', () => {
    const hit = new RequestDb(imageWithRevs());
    expect(userByUsername(hit.db, 'Persona.77')!.id).toBe(77);
    expect(hit.dependencies()).toEqual({ collections: [], rows: new Map([['users', new Map([[77, 177]])]]) });
    const miss = new RequestDb(imageWithRevs());
    expect(userByUsername(miss.db, 'libre.todavia')).toBeUndefined();
    expect(miss.dependencies()).toEqual({ collections: [], rows: new Map() });
    // No licence and no e-mail (optional): nothing to look up, nothing depended on.
    const optional = new RequestDb(imageWithRevs());
    assertPersonalInfoFree(optional.db, { dni: '30111222', email: null, licence_number: null } as never, null);
    expect(optional.dependencies()).toEqual({ collections: [], rows: new Map() });
    // A row the request added is found too, and one it renamed is judged by its new value.
    const own = new RequestDb(imageWithRevs());
    own.db.users.push({ id: USERS + 1, username: 'recien.llegada', password: HASH, team_id: null, personal_info: null } as never);
    findById(own.db.users, 5)!.username = 'otro.nombre';
    expect(userByUsername(own.db, 'recien.llegada')!.id).toBe(USERS + 1);
    expect(userByUsername(own.db, 'persona.5')).toBeUndefined();
  });

  it('a value the constraint judges otherwise than the rule, or a request run again after a unique violation, searches the whole collection', () => {
    const accented = new RequestDb(imageWithRevs());
    expect(userByUsername(accented.db, 'peñalosa')).toBeUndefined();
    expect(accented.dependencies().collections).toEqual(['users']);
    const dni = new RequestDb(imageWithRevs());
    assertPersonalInfoFree(dni.db, { dni: 'AB-123', email: null, licence_number: null } as never, null);
    expect(dni.dependencies().collections).toEqual(['users']);
    const again = new RequestDb(imageWithRevs(), false, new Map(), true);
    expect(userByUsername(again.db, 'libre.todavia')).toBeUndefined();
    expect(again.dependencies().collections).toEqual(['users']);
  });

  it('a team’s members and its boat are read by team: the members found and the team row guard them, not every member or boat', () => {
    const base = imageWithRevs();
    const teams = deepFreeze([1, 2, 3].map((id) => ({ id, name: `Equipo ${id}`, updated_at: '2026-11-01T12:00:00.000Z' })));
    for (const team of teams) setRev(team, 300 + team.id);
    const members = base.get('teamMembers')!.value as readonly Member[];
    for (const member of members) setRev(member, 200 + member.id);
    const boats = deepFreeze([{ id: 1, team_id: 2 }]);
    setRev(boats[0]!, 401);
    const entries = new Map(base);
    entries.set('teams', { version: 4, value: teams });
    entries.set('boats', { version: 2, value: boats });
    const request = new RequestDb(entries);
    expect(membersOf(request.db, 1).map((m) => m.id)).toEqual([1, 3, 5]);
    expect(boatOf(request.db, 3)).toBeUndefined();
    expect(boatOf(request.db, 2)!.id).toBe(1);
    expect(request.dependencies()).toEqual({
      collections: [],
      rows: new Map([
        ['teams', new Map([[1, 301]])],
        ['teamMembers', new Map([[1, 201], [3, 203], [5, 205]])],
        ['boats', new Map([[1, 401]])],
      ]),
    });
    // Members of a team that is not there: no row guards them, so the whole teams collection does.
    const unknown = new RequestDb(entries);
    expect(membersOf(unknown.db, 9)).toEqual([]);
    expect(unknown.dependencies().collections).toEqual(['teams']);
  });

  it('adding a member or taking one out writes the team row, the guard of who is in the team', async () => {
    const team = { id: 1, updated_at: '2026-11-01T12:00:00.000Z' } as never;
    membersChanged(team, '2026-11-28T10:00:00.000Z');
    expect(team).toEqual({ id: 1, updated_at: '2026-11-28T10:00:00.000Z' });
  });

  it('replacing an owner’s addresses reads that owner’s rows only: the rows it found, by version, and no scan of every address', () => {
    const base = imageWithRevs();
    const addresses = deepFreeze(
      Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, owner_type: 'user', owner_id: i + 1, is_active: true, address_line: 'Calle 1', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' })),
    );
    for (const row of addresses) setRev(row, 500 + row.id);
    const entries = new Map(base);
    entries.set('addresses', { version: 9, value: addresses });
    const request = new RequestDb(entries);
    const input = { address_line: 'Calle 2', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' };
    replaceAddresses(request.db, 'user', 42, [input]);
    replaceAddresses(request.db, 'user', 3000, [input]);
    expect(request.dependencies()).toEqual({ collections: [], rows: new Map([['addresses', new Map([[42, 542]])]]) });
  });
});
