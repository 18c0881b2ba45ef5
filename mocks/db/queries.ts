import type { AddressRow, BoatRow, Db, TeamCompetitionRow, TeamMemberRow, TeamRow, UserRow } from './schema';

/** Small lookups every domain's handlers need; they read, never write. */

/**
 * Lookups over collections that cannot change while they are read: the production API's
 * read-only requests get the memory image's frozen arrays (server/store/image.ts), the same
 * array until the collection's next version, so an index built once serves every request
 * until then (a payments list at 5,000 teams did a `find` over thousands of rows per row).
 * A mutable array (the demo, the tests, any write) is searched as before.
 */
const byIdIndexes = new WeakMap<readonly unknown[], Map<number, unknown>>();

/**
 * A collection that answers a lookup by id itself: the production API's writing requests
 * (server/store/request-db.ts) find the row through the image's index and remember that the
 * request read that row alone, so its commit checks that row's version instead of the whole
 * collection's (docs/decisions/0070). Nothing else in the demo or the tests has it.
 */
export const lookupById: unique symbol = Symbol('lookupById');
type LookupById = { [lookupById]?: (id: number) => unknown };

export function findById<T extends { id: number }>(rows: readonly T[], id: number): T | undefined {
  const lookup = (rows as LookupById)[lookupById];
  if (lookup) return lookup(id) as T | undefined;
  if (!Object.isFrozen(rows)) return rows.find((row) => row.id === id);
  let index = byIdIndexes.get(rows);
  if (!index) byIdIndexes.set(rows, (index = new Map(rows.map((row) => [row.id, row]))));
  return index.get(id) as T | undefined;
}

/**
 * A value one row at most may hold, guarded by a unique constraint of the production database
 * (server/db/migrations/0001_constraints.sql, named by `name`): `of` is the rule's own reading
 * of a row's value (null: none), and `covered` says whether the constraint refuses every row the
 * rule would count as equal to `value` (when it judges some equal rows apart, a lookup that
 * finds nothing cannot lean on it). The lookups below are the rule itself in the demo and the
 * tests; on the production API the collection answers them through its unique index.
 */
export type UniqueKey<T> = {
  name: string;
  of: (row: T) => string | null;
  covered?: (value: string) => boolean;
  /**
   * For a key many rows share (a team's members), the row whose version guards who is in the
   * group: every rule that adds a row to the group or takes one out also writes that row, so a
   * request that read the group meets such a change at commit on the guard's version. The rows
   * found are depended on by their own versions, as for a unique key.
   */
  guardedBy?: (value: string) => { collection: keyof Db; id: number };
};

/** A collection that answers a lookup by a unique key itself (server/store/request-db.ts). */
export const lookupByKey: unique symbol = Symbol('lookupByKey');
type LookupByKey = { [lookupByKey]?: (key: UniqueKey<never>, value: string | null) => unknown[] };

const keyIndexes = new WeakMap<readonly unknown[], Map<string, Map<string, unknown[]>>>();

/** The rows whose `key` is `value`, in their order (one in a consistent database, for a unique key). A new array. */
export function rowsByKey<T>(rows: readonly T[], key: UniqueKey<T>, value: string | null): T[] {
  const lookup = (rows as LookupByKey)[lookupByKey];
  if (lookup) return lookup(key as UniqueKey<never>, value) as T[];
  if (value === null) return [];
  if (!Object.isFrozen(rows)) return rows.filter((row) => key.of(row) === value);
  // The image's frozen array (a read-only request): indexed once per version of the collection.
  let byName = keyIndexes.get(rows);
  if (!byName) keyIndexes.set(rows, (byName = new Map()));
  let index = byName.get(key.name);
  if (!index) {
    index = new Map();
    for (const row of rows) {
      const of = key.of(row);
      if (of === null) continue;
      const group = index.get(of);
      if (group) group.push(row);
      else index.set(of, [row]);
    }
    byName.set(key.name, index);
  }
  return [...((index.get(value) as T[] | undefined) ?? [])];
}

const ascii = (value: string) => /^[\x20-\x7e]*$/.test(value);
/** What PostgreSQL's btrim (spaces only) leaves is what JavaScript's trim leaves: the value has no other edge whitespace. */
const trimsAlike = (value: string) => value.trim() === value.replace(/^ +| +$/g, '');
const lowerTrimmed = (value: string | null | undefined) => (value ? value.trim().toLowerCase() || null : null);

/** users_username_key: lower(username); the rule compares lower case too. */
export const usernameKey: UniqueKey<UserRow> = { name: 'users_username_key', of: (u) => u.username.toLowerCase(), covered: ascii };
/** users_email_key: lower(btrim(email)). */
export const emailKey: UniqueKey<UserRow> = {
  name: 'users_email_key',
  of: (u) => lowerTrimmed(u.personal_info?.email),
  covered: (v) => ascii(v) && trimsAlike(v),
};
/** users_licence_key: lower(btrim(licence_number)). */
export const licenceKey: UniqueKey<UserRow> = {
  name: 'users_licence_key',
  of: (u) => lowerTrimmed(u.personal_info?.licence_number),
  covered: (v) => ascii(v) && trimsAlike(v),
};
/**
 * users_dni_key: the DNI's digits without leading zeros. The rule reads a DNI as typed but for
 * separators (decision 0029, `toDigits`); a value of digits alone is one the constraint judges
 * the same way (every DNI equal to it by the rule has its digits), anything else is searched.
 */
export const dniKey = (toDigits: (value: string) => string): UniqueKey<UserRow> => ({
  name: 'users_dni_key',
  of: (u) => lowerTrimmed(u.personal_info?.dni ? toDigits(u.personal_info.dni) : null),
  covered: (v) => /^\d+$/.test(v),
});

/**
 * An owner's active addresses. Not a unique value, and no constraint: a lookup that finds none
 * depends on nothing because every rule that writes an owner's addresses also writes the owner's
 * row (`replaceAddresses`: the activation writes the user, an institution's create, update and
 * delete write the institution), so two such requests meet on that row at commit (decision 0070).
 * A new rule that writes addresses must keep that, or search them whole.
 */
export const activeAddressesKey: UniqueKey<AddressRow> = {
  name: 'addresses of an owner (guarded by the owner row)',
  of: (a) => (a.is_active ? `${a.owner_type}:${a.owner_id}` : null),
};

/** boats_one_per_team: a team's boat. */
export const boatOfTeamKey: UniqueKey<BoatRow> = { name: 'boats_one_per_team', of: (b) => String(b.team_id) };

/** team_members_one_team_per_user: a person's membership. */
export const membershipOfUserKey: UniqueKey<TeamMemberRow> = { name: 'team_members_one_team_per_user', of: (m) => String(m.user_id) };

/**
 * A team's members: no constraint says who they are (a trigger only caps them at three), so the
 * team's row guards the group: every rule that adds or removes a member writes its team's row
 * (`membersChanged`), and a request that read the members depends on that row's version.
 */
export const membersOfTeamKey: UniqueKey<TeamMemberRow> = {
  name: 'members of a team (guarded by the team row)',
  of: (m) => String(m.team_id),
  guardedBy: (value) => ({ collection: 'teams', id: Number(value) }),
};

/** Call when a team's members change (one added or taken out): its row guards `membersOfTeamKey`. */
export function membersChanged(team: TeamRow, at: string) {
  team.updated_at = at;
}

const groupIndexes = new WeakMap<readonly unknown[], Map<string, Map<unknown, unknown[]>>>();
/** The rows whose `key` is `value`, in their order (a new array: callers may sort it). */
export function rowsWhere<T, K extends keyof T>(rows: readonly T[], key: K, value: T[K]): T[] {
  if (!Object.isFrozen(rows)) return rows.filter((row) => row[key] === value);
  let byKey = groupIndexes.get(rows);
  if (!byKey) groupIndexes.set(rows, (byKey = new Map()));
  let groups = byKey.get(key as string);
  if (!groups) {
    groups = new Map();
    for (const row of rows) {
      const group = groups.get(row[key]);
      if (group) group.push(row);
      else groups.set(row[key], [row]);
    }
    byKey.set(key as string, groups);
  }
  return [...((groups.get(value) as T[] | undefined) ?? [])];
}

export const userById = (db: Db, id: number): UserRow | undefined => findById(db.users, id);

export function userByUsername(db: Db, username: string): UserRow | undefined {
  return rowsByKey(db.users, usernameKey, username.trim().toLowerCase())[0];
}

export const teamById = (db: Db, id: number): TeamRow | undefined => findById(db.teams, id);

export const membersOf = (db: Db, teamId: number): TeamMemberRow[] => rowsByKey(db.teamMembers, membersOfTeamKey, String(teamId));

export const boatOf = (db: Db, teamId: number): BoatRow | undefined => rowsByKey(db.boats, boatOfTeamKey, String(teamId))[0];

export const membershipOf = (db: Db, userId: number): TeamMemberRow | undefined => rowsByKey(db.teamMembers, membershipOfUserKey, String(userId))[0];

export const registrationOf = (db: Db, teamId: number, competitionId: number): TeamCompetitionRow | undefined =>
  rowsWhere(db.teamCompetitions, 'team_id', teamId).find((tc) => tc.competition_id === competitionId);

export const addressesOf = (db: Db, ownerType: AddressRow['owner_type'], ownerId: number): AddressRow[] =>
  rowsWhere(db.addresses, 'owner_id', ownerId).filter((a) => a.owner_type === ownerType && a.is_active);

export const institutionById = (db: Db, id: number) => findById(db.institutions, id);

/** 'Nombre Apellido', or the username while the person has no personal data. */
export const displayName = (user: UserRow) =>
  user.personal_info ? `${user.personal_info.first_name} ${user.personal_info.last_name}` : user.username;
