import { membersEndpoints } from '@contracts/members';
import { Role } from '@contracts/enums';
import { handle } from '../core/define-handler';
import { forbidden, notFound, ruleBroken } from '../core/errors';
import { memberLookups, toMember } from '../db/mappers/people';
import { membersOf, membershipOf, teamById } from '../db/queries';
import type { Db, TeamMemberRow, UserRow } from '../db/schema';
import { isAdmin } from '../rules/caller';
import { competitionInScope, registeredTeamIds } from '../rules/competition-scope';
import { detachMember, registerMember, updateMember } from '../rules/team-membership';
import { assertTeamOwner } from '../rules/team-ownership';
import { teamsApiMessages } from '@contracts/teams-messages';
import { membersApiMessages } from '@contracts/members-messages';

const NOT_FOUND = membersApiMessages.notFound;
const TEAM_NOT_FOUND = teamsApiMessages.notFound;


/** A member the caller may see: any for admins, their own team's for owners and members (others look unknown). */
function visibleMember(db: Db, caller: UserRow, userId: number): TeamMemberRow {
  const membership = membershipOf(db, userId);
  if (!membership || (!isAdmin(caller) && membership.team_id !== caller.team_id)) throw notFound(NOT_FOUND);
  // Before activating, an account reads only its own data (the activation starts from it).
  if (caller.status === 'registered' && userId !== caller.id) throw notFound(NOT_FOUND);
  return membership;
}

/**
 * A member the caller may change: any for admins, their own team's for the team's owner
 * (another account of the team, even with the owner role, only reads).
 */
function manageableMember(db: Db, caller: UserRow, userId: number): TeamMemberRow {
  const membership = membershipOf(db, userId);
  if (!membership) throw notFound(NOT_FOUND);
  if (!isAdmin(caller) && membership.team_id !== caller.team_id) throw forbidden(membersApiMessages.otherTeam);
  const team = teamById(db, membership.team_id);
  if (team) assertTeamOwner(caller, team);
  return membership;
}

/** Members with their team; lookups are indexed once, so the large demo's list stays fast. */
function toParticipants(db: Db, memberships: TeamMemberRow[]) {
  const known = memberLookups(db);
  const teamNames = new Map(db.teams.map((t) => [t.id, t.name]));
  return memberships.map((m) => ({ ...toMember(db, m, known), team_id: m.team_id, team_name: teamNames.get(m.team_id) ?? '' }));
}

const created = (reply: ReturnType<typeof registerMember>) => ({
  data: {
    id: reply.membership.id,
    user: { id: reply.user.id, username: reply.user.username, password: reply.password },
    personal_info: reply.user.personal_info!,
  },
  message: membersApiMessages.added,
});

/** SPEC §7 Team members. `{id}` is the member's user id (docs/decisions/0003). */
export const memberHandlers = [
  handle(membersEndpoints.register, ({ body, db, user }) => {
    const team = user.team_id === null ? undefined : teamById(db, user.team_id);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    assertTeamOwner(user, team);
    return created(registerMember(db, team, body, Role.TeamMember, user));
  }),

  handle(membersEndpoints.registerAdmin, ({ body, db, user }) => {
    const { team_id, role_id, ...fields } = body;
    const team = teamById(db, team_id);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return created(registerMember(db, team, fields, role_id, user));
  }),

  // SPEC §4: leaving deactivates the account (the next call of that session answers 401).
  handle(membersEndpoints.leaveTeam, ({ db, user }) => {
    const membership = membershipOf(db, user.id);
    if (!membership) throw notFound(membersApiMessages.noTeam);
    detachMember(db, membership, { reason: 'Dejó el equipo', performedBy: null });
    return { data: null, message: membersApiMessages.left };
  }),

  // Admins: the participants of the competition (current by default); owners and members: their team.
  handle(membersEndpoints.list, ({ query, db, user }) => {
    if (!isAdmin(user)) {
      return { data: toParticipants(db, user.team_id === null ? [] : membersOf(db, user.team_id)) };
    }
    const teams = registeredTeamIds(db, competitionInScope(db, query.competition_id)?.id);
    return { data: toParticipants(db, db.teamMembers.filter((m) => teams.has(m.team_id))) };
  }),

  handle(membersEndpoints.get, ({ params, db, user }) => ({ data: toMember(db, visibleMember(db, user, params.id)) })),

  handle(membersEndpoints.update, ({ params, body, db, user }) => {
    const membership = manageableMember(db, user, params.id);
    updateMember(db, membership, body);
    return { data: toMember(db, membership), message: membersApiMessages.updated };
  }),

  handle(membersEndpoints.delete, ({ params, db, user }) => {
    if (params.id === user.id) throw forbidden(membersApiMessages.removeSelf);
    const membership = manageableMember(db, user, params.id);
    if (teamById(db, membership.team_id)?.owner_id === params.id) {
      throw ruleBroken(membersApiMessages.ownerStays);
    }
    detachMember(db, membership, { reason: 'Quitado del equipo', performedBy: user.id });
    return { data: null, message: membersApiMessages.removed };
  }),
];
