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
  const wanted = username.trim().toLowerCase();
  return db.users.find((u) => u.username.toLowerCase() === wanted);
}

export const teamById = (db: Db, id: number): TeamRow | undefined => findById(db.teams, id);

export const membersOf = (db: Db, teamId: number): TeamMemberRow[] => rowsWhere(db.teamMembers, 'team_id', teamId);

export const boatOf = (db: Db, teamId: number): BoatRow | undefined => rowsWhere(db.boats, 'team_id', teamId)[0];

export const registrationOf = (db: Db, teamId: number, competitionId: number): TeamCompetitionRow | undefined =>
  rowsWhere(db.teamCompetitions, 'team_id', teamId).find((tc) => tc.competition_id === competitionId);

export const addressesOf = (db: Db, ownerType: AddressRow['owner_type'], ownerId: number): AddressRow[] =>
  rowsWhere(db.addresses, 'owner_id', ownerId).filter((a) => a.owner_type === ownerType && a.is_active);

export const institutionById = (db: Db, id: number) => findById(db.institutions, id);

/** 'Nombre Apellido', or the username while the person has no personal data. */
export const displayName = (user: UserRow) =>
  user.personal_info ? `${user.personal_info.first_name} ${user.personal_info.last_name}` : user.username;
