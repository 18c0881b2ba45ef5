import { describe, expect, it } from 'vitest';
import { derived, mappedRow } from '@mocks/db/derived';
import { toCompetition } from '@mocks/db/mappers/competitions';
import { toPayment } from '@mocks/db/mappers/payments';
import { toTeamListRows } from '@mocks/db/mappers/teams';
import type { Db } from '@mocks/db/schema';
import { buildSeedDb } from '@mocks/db/seed';
import { currentCompetition } from '@mocks/rules/current-competition';

/** The production API's read-only view of the data: every collection a frozen array of frozen rows (server/store/image.ts). */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) frozen(inner);
  }
  return value;
}
/** A new version of one collection, as the image installs it: a new frozen array whose unchanged rows are the same objects. */
const withCollection = <K extends keyof Db>(db: Db, name: K, rows: Db[K]): Db => frozen({ ...db, [name]: rows }) as Db;

describe('derived: a value kept while its collections are the same frozen arrays', () => {
  it('computes once per version of its inputs, and every time over arrays that may change', () => {
    let runs = 0;
    const count = (rows: readonly number[]) => derived('count', [rows], () => ++runs && rows.length);
    const version1 = Object.freeze([1, 2, 3]);
    expect([count(version1), count(version1)]).toEqual([3, 3]);
    expect(runs).toBe(1);
    const version2 = Object.freeze([1, 2, 3, 4]);
    expect(count(version2)).toBe(4);
    expect(runs).toBe(2);
    const mutable = [1, 2];
    count(mutable);
    mutable.push(3);
    expect(count(mutable)).toBe(3);
    expect(runs).toBe(4);
  });

  it('tells values of the same name apart by every input, not only the first', () => {
    const a = Object.freeze([1]);
    const sum = (b: readonly number[]) => derived('sum', [a, b], () => a.length + b.length);
    expect(sum(Object.freeze([1]))).toBe(2);
    expect(sum(Object.freeze([1, 2]))).toBe(3);
  });
});

describe('mappedRow: one row mapped once while it and its inputs are the same', () => {
  it('gives the same frozen object back for the same inputs, and a new one when one input changes', () => {
    const team = Object.freeze({ id: 1, name: 'Los Dorados' });
    const owner = Object.freeze({ id: 9, name: 'Ana' });
    let builds = 0;
    const map = (o: object) => mappedRow('test-row', team, [o, 3], () => ({ builds: ++builds, nested: { list: [1] } }));
    const first = map(owner);
    expect(map(owner)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.nested) && Object.isFrozen(first.nested.list)).toBe(true);
    expect(map(Object.freeze({ ...owner, name: 'Ana María' }))).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('maps every time a row or an input may change in place', () => {
    let builds = 0;
    const team = { id: 1 };
    mappedRow('test-row', team, [], () => ({ builds: ++builds }));
    mappedRow('test-row', Object.freeze({ id: 2 }), [{ id: 9 }], () => ({ builds: ++builds }));
    mappedRow('test-row', Object.freeze({ id: 2 }), [{ id: 9 }], () => ({ builds: ++builds }));
    expect(builds).toBe(3);
  });
});

describe('the lists the production API keeps between reads answer what the demo answers', () => {
  const demo = buildSeedDb();
  const image = frozen(structuredClone(demo));
  const competitionId = currentCompetition(demo)!.id;

  it('builds the same admins’ team list, competitions and payments over frozen rows as over plain ones', () => {
    expect(toTeamListRows(image, image.teams, competitionId)).toEqual(toTeamListRows(demo, demo.teams, competitionId));
    expect(image.competitions.map((c) => toCompetition(image, c))).toEqual(demo.competitions.map((c) => toCompetition(demo, c)));
    expect(image.payments.map((p) => toPayment(image, p))).toEqual(demo.payments.map((p) => toPayment(demo, p)));
  });

  it('keeps every unchanged team row and maps again only the team whose owner changed', () => {
    const before = toTeamListRows(image, image.teams, competitionId);
    expect(toTeamListRows(image, image.teams, competitionId).every((row, i) => row === before[i])).toBe(true);
    const team = image.teams.find((t) => image.users.some((u) => u.id === t.owner_id && u.personal_info))!;
    const users = image.users.map((u) => (u.id === team.owner_id ? { ...u, personal_info: { ...u.personal_info!, first_name: 'Renombrado' } } : u));
    const next = withCollection(image, 'users', users);
    const after = toTeamListRows(next, next.teams, competitionId);
    const changed = after.flatMap((row, i) => (row === before[i] ? [] : [row]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ team_id: team.id, owner_name: expect.stringMatching(/^Renombrado /) });
  });

  it('counts a new registration and an approved payment in the competition’s figures at the next version', () => {
    const competition = image.competitions.find((c) => c.id === competitionId)!;
    const figures = toCompetition(image, competition);
    const unregistered = image.teams.find((t) => !image.teamCompetitions.some((tc) => tc.team_id === t.id && tc.competition_id === competitionId))!;
    const registration = { ...image.teamCompetitions.find((tc) => tc.competition_id === competitionId)!, id: 99_000, team_id: unregistered.id, status: 'accepted' as const };
    const registered = withCollection(image, 'teamCompetitions', [...image.teamCompetitions, registration]);
    const payment = { ...image.payments[0]!, id: 99_001, team_competition_id: registration.id, status: 'approved' as const, amount: 1234 };
    const paid = withCollection(registered, 'payments', [...registered.payments, payment]);
    expect(toCompetition(paid, competition)).toMatchObject({
      registered_teams: figures.registered_teams + 1,
      accepted_teams: figures.accepted_teams + 1,
      total_paid_amount: figures.total_paid_amount + 1234,
    });
  });
});
