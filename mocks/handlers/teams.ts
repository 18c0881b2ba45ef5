import { TEAM_SIZE } from '@contracts/entities/teams';
import { Role } from '@contracts/enums';
import * as teams from '@contracts/teams';
import { teamsEndpoints } from '@contracts/teams';
import { handle } from '../core/define-handler';
import { conflict, notFound, ruleBroken } from '../core/errors';
import { issueTokens } from '../core/tokens';
import { toAcceptedTeam, toRosterTeam, toTeam, toTeamDetail, toTeamListRows, toTeamProgress } from '../db/mappers/teams';
import { institutionById, membersOf, teamById, userById } from '../db/queries';
import type { Db, TeamCompetitionRow, TeamRow, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { isAdmin } from '../rules/caller';
import { assertNoPendingClubRequest } from '../rules/club-requests';
import { competitionInScope } from '../rules/competition-scope';
import { currentCompetition } from '../rules/current-competition';
import { withFamily } from '../rules/team-categories';
import { refreshTeamCategories } from '../rules/team-categories-derived';
import { deleteTeam } from '../rules/team-deletion';
import { assertTeamOwner } from '../rules/team-ownership';
import { institutionsApiMessages } from '@contracts/institutions-messages';
import { teamsApiMessages } from '@contracts/teams-messages';

const NOT_FOUND = teamsApiMessages.notFound;

const findTeam = (db: Db, id: number | null): TeamRow => {
  const team = id === null ? undefined : teamById(db, id);
  if (!team) throw notFound(NOT_FOUND);
  return team;
};

/** The caller's own team, to change it: only its owner may (403 for any other linked account). */
const ownedTeam = (db: Db, user: UserRow): TeamRow => {
  const team = findTeam(db, user.team_id);
  assertTeamOwner(user, team);
  return team;
};

const assertInstitutionExists = (db: Db, id: number | undefined) => {
  if (id !== undefined && !institutionById(db, id)) throw notFound(institutionsApiMessages.notFound);
};

/** Only the fields sent change (name, club). */
function editTeam(db: Db, team: TeamRow, changes: { name?: string; institution_id?: number }) {
  assertInstitutionExists(db, changes.institution_id);
  Object.assign(team, changes, { updated_at: new Date().toISOString() });
  return { data: toTeam(db, team), message: teamsApiMessages.updated };
}

/** SPEC §4: the family category is switched on or off only while the team has exactly 3 members. */
function setFamily(db: Db, team: TeamRow, on: boolean) {
  if (membersOf(db, team.id).length !== TEAM_SIZE) throw ruleBroken(teamsApiMessages.familyNeedsThree);
  Object.assign(team, { category_ids: withFamily(team.category_ids, on), updated_at: new Date().toISOString() });
  return { data: toTeam(db, team), message: on ? 'Categoría familia activada' : 'Categoría familia desactivada' };
}

/** The owner's team and the owner as its first member (SPEC §9: the owner counts as one of the 3). */
function createTeam(db: Db, owner: UserRow, input: { name: string; institution_id: number }): TeamRow {
  const now = new Date().toISOString();
  const team: TeamRow = { id: nextId(db.teams), ...input, owner_id: owner.id, category_ids: [], created_at: now, updated_at: now };
  db.teams.push(team);
  db.teamMembers.push({ id: nextId(db.teamMembers), user_id: owner.id, team_id: team.id, is_helmsman: false, member_category: null, created_at: now, updated_at: now });
  Object.assign(owner, { team_id: team.id, updated_at: now });
  refreshTeamCategories(db, team);
  return team;
}

const ownerRefusal = teams.teamCreateForOwnerMessages;

/**
 * The account an admin creates a team for (SPEC §2): it exists, has the owner role, is not
 * inactive and has no team yet. It may still be registered: it activates itself later.
 */
function ownerForNewTeam(db: Db, ownerId: number): UserRow {
  const owner = userById(db, ownerId);
  if (!owner) throw notFound(ownerRefusal.ownerNotFound);
  if (owner.role_id !== Role.TeamOwner) throw ruleBroken(ownerRefusal.notAnOwner);
  if (owner.status === 'inactive') throw ruleBroken(ownerRefusal.ownerInactive);
  if (owner.team_id !== null) throw conflict(ownerRefusal.ownerHasTeam, 'BUSINESS_RULE');
  return owner;
}

/** SPEC §7 Teams. */
export const teamHandlers = [
  // New tokens: the session must carry the teamId claim from now on.
  handle(teamsEndpoints.create, async ({ body, db, user }) => {
    if (user.team_id !== null) throw conflict(teamsApiMessages.alreadyHasTeam, 'BUSINESS_RULE');
    assertNoPendingClubRequest(db, user.id);
    assertInstitutionExists(db, body.institution_id);
    createTeam(db, user, body);
    return { data: await issueTokens(user), message: teamsApiMessages.created };
  }),

  // The club is checked first: the form keeps both fields, and a wrong club is the likelier slip.
  handle(teamsEndpoints.createForOwner, ({ body, db }) => {
    assertInstitutionExists(db, body.institution_id);
    const owner = ownerForNewTeam(db, body.owner_id);
    const team = createTeam(db, owner, { name: body.name, institution_id: body.institution_id });
    return { data: toTeam(db, team), message: teamsApiMessages.created };
  }),

  // Owners and members read their team; admins the list of every team with its registration in the competition.
  handle(teamsEndpoints.getOwnOrList, ({ query, db, user }) => {
    if (!isAdmin(user)) return { data: toTeam(db, findTeam(db, user.team_id)) };
    const competition = competitionInScope(db, query.competition_id);
    return { data: toTeamListRows(db, db.teams, competition?.id) };
  }),

  handle(teamsEndpoints.updateOwn, ({ body, db, user }) => {
    const team = ownedTeam(db, user);
    assertNoPendingClubRequest(db, user.id);
    return editTeam(db, team, body);
  }),

  handle(teamsEndpoints.deleteOwn, ({ db, user }) => {
    deleteTeam(db, ownedTeam(db, user), user);
    return { data: null, message: teamsApiMessages.deleted };
  }),

  handle(teamsEndpoints.setOwnFamily, ({ body, db, user }) => setFamily(db, ownedTeam(db, user), body.is_family)),

  handle(teamsEndpoints.getDetail, ({ params, query, db }) => {
    const team = findTeam(db, params.id);
    return { data: toTeamDetail(db, team, competitionInScope(db, query.competition_id)?.id) };
  }),

  handle(teamsEndpoints.update, ({ params, body, db }) => editTeam(db, findTeam(db, params.id), body)),

  handle(teamsEndpoints.setFamily, ({ params, body, db }) => setFamily(db, findTeam(db, params.id), body.is_family)),

  handle(teamsEndpoints.getProgress, ({ db, user }) => ({ data: toTeamProgress(db, findTeam(db, user.team_id), currentCompetition(db)?.id) })),

  // The results screens' teams: accepted in the competition, with their members.
  handle(teamsEndpoints.listAccepted, ({ query, db }) => {
    const competition = competitionInScope(db, query.competition_id)!;
    const accepted = db.teamCompetitions.filter((tc) => tc.competition_id === competition.id && tc.status === 'accepted');
    return { data: accepted.map((tc) => toAcceptedTeam(db, findTeam(db, tc.team_id), competition.id)) };
  }),

  // The control desk's roster (issue 23): every accepted team at once, by team number.
  handle(teamsEndpoints.getRoster, ({ query, db }) => {
    const competition = competitionInScope(db, query.competition_id);
    if (!competition) return { data: [] };
    const accepted = db.teamCompetitions.filter((tc) => tc.competition_id === competition.id && tc.status === 'accepted');
    const byNumber = (a: TeamCompetitionRow, b: TeamCompetitionRow) =>
      (a.team_number ?? Number.MAX_SAFE_INTEGER) - (b.team_number ?? Number.MAX_SAFE_INTEGER) || a.team_id - b.team_id;
    return { data: [...accepted].sort(byNumber).map((tc) => toRosterTeam(db, findTeam(db, tc.team_id), tc)) };
  }),
];
