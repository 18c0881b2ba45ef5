import type { AddressRow, BoatRow, Db, TeamCompetitionRow, TeamMemberRow, TeamRow, UserRow } from './schema';

/** Small lookups every domain's handlers need; they read, never write. */

export const userById = (db: Db, id: number): UserRow | undefined => db.users.find((u) => u.id === id);

export const userByUsername = (db: Db, username: string): UserRow | undefined =>
  db.users.find((u) => u.username.toLowerCase() === username.trim().toLowerCase());

export const teamById = (db: Db, id: number): TeamRow | undefined => db.teams.find((t) => t.id === id);

export const membersOf = (db: Db, teamId: number): TeamMemberRow[] => db.teamMembers.filter((m) => m.team_id === teamId);

export const boatOf = (db: Db, teamId: number): BoatRow | undefined => db.boats.find((b) => b.team_id === teamId);

export const registrationOf = (db: Db, teamId: number, competitionId: number): TeamCompetitionRow | undefined =>
  db.teamCompetitions.find((tc) => tc.team_id === teamId && tc.competition_id === competitionId);

export const addressesOf = (db: Db, ownerType: AddressRow['owner_type'], ownerId: number): AddressRow[] =>
  db.addresses.filter((a) => a.owner_type === ownerType && a.owner_id === ownerId && a.is_active);

export const institutionById = (db: Db, id: number) => db.institutions.find((i) => i.id === id);

/** 'Nombre Apellido', or the username while the person has no personal data. */
export const displayName = (user: UserRow) =>
  user.personal_info ? `${user.personal_info.first_name} ${user.personal_info.last_name}` : user.username;
