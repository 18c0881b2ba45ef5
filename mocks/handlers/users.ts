import { TEAM_SIZE } from '@contracts/entities/teams';
import { usersEndpoints } from '@contracts/users';
import { revokeRefreshTokens } from '../rules/sessions';
import { Role } from '@contracts/enums';
import { handle } from '../core/define-handler';
import { forbidden, notFound, ruleBroken } from '../core/errors';
import { toPrice } from '../db/mappers/competitions';
import { toHelpTicket } from '../db/mappers/misc';
import { toUserListRow, toUserLogEntry } from '../db/mappers/people';
import { membersChanged, membersOf, teamById, userById } from '../db/queries';
import type { Db, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { assertUsernameFree, createUser, generatePassword } from '../rules/accounts';
import { userProgress } from '../rules/user-progress';
import { appendUserLog } from '../rules/user-log';
import { membersApiMessages } from '@contracts/members-messages';
import { teamsApiMessages } from '@contracts/teams-messages';
import { usersApiMessages } from '@contracts/users-messages';

const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** A client admin manages team accounts only; the system admin manages every account (SPEC §6). */
/**
 * Activation (personal data and address) is a step of team accounts: SPEC §2 lets only a
 * primary or invited user with status registered activate, and no admin call admits
 * 'registered'. An admin account is therefore created active, or it could never be used
 * (docs/decisions/0030).
 */
const statusOfNewAccount = (roleId: UserRow['role_id']): UserRow['status'] =>
  roleId === Role.TeamOwner || roleId === Role.TeamMember ? 'registered' : 'active';

const mayManage = (actor: UserRow, roleId: UserRow['role_id']) => actor.role_id === Role.SystemAdmin || roleId === Role.TeamOwner || roleId === Role.TeamMember;

/** The old password and every refresh token issued before stop working at once; the log says who reset it. */
function resetPassword(db: Db, user: UserRow, actor: UserRow) {
  const password = generatePassword();
  const now = new Date().toISOString();
  Object.assign(user, { password, updated_at: now });
  revokeRefreshTokens(user);
  const reason = actor.id === user.id ? 'Restableció su propia contraseña' : 'Contraseña restablecida por un administrador';
  appendUserLog(db, { user_id: user.id, action: 'password_reset', reason, performed_by: actor.id, created_at: now });
  return { data: { username: user.username, password }, message: 'Se ha restablecido la contraseña' };
}

/** SPEC §7 Users. */
export const userHandlers = [
  handle(usersEndpoints.list, ({ db }) => ({ data: db.users.map((u) => toUserListRow(db, u)) })),

  // The new account must activate itself (status registered); for roles 3 and 4 it joins the team.
  handle(usersEndpoints.create, ({ body, db, user: actor }) => {
    if (!mayManage(actor, body.role_id)) throw forbidden(usersApiMessages.roleNotAllowed);
    const teamId = body.role_id === Role.TeamOwner || body.role_id === Role.TeamMember ? (body.team_id ?? null) : null;
    const team = teamId === null ? undefined : teamById(db, teamId);
    if (teamId !== null && !team) throw notFound(teamsApiMessages.notFoundShort);
    if (team && membersOf(db, team.id).length >= TEAM_SIZE) throw ruleBroken(membersApiMessages.teamFull);
    assertUsernameFree(db, body.username);
    const password = generatePassword();
    const created = createUser(db, { username: body.username, password, role_id: body.role_id, status: statusOfNewAccount(body.role_id), team_id: teamId }, actor.id);
    if (team) {
      db.teamMembers.push({
        id: nextId(db.teamMembers),
        user_id: created.id,
        team_id: team.id,
        is_helmsman: false,
        member_category: null,
        created_at: created.created_at,
        updated_at: created.created_at,
      });
      membersChanged(team, created.created_at);
    }
    return { data: { username: created.username, password }, message: usersApiMessages.created };
  }),

  handle(usersEndpoints.getProgress, ({ db, user }) => {
    const progress = userProgress(db, user);
    return { data: { ...progress, prices: progress.prices.map(toPrice) } };
  }),

  handle(usersEndpoints.listOwnHelpTickets, ({ db, user }) => ({
    data: db.helpDeskTickets
      .filter((t) => t.user_id === user.id)
      .sort(newestFirst)
      .map((t) => toHelpTicket(db, t)),
  })),

  handle(usersEndpoints.resetPassword, ({ params, db, user: actor }) => {
    const target = userById(db, params.id);
    if (!target) throw notFound(usersApiMessages.notFound);
    if (!mayManage(actor, target.role_id)) throw forbidden(usersApiMessages.resetNotAllowed);
    return resetPassword(db, target, actor);
  }),

  handle(usersEndpoints.resetOwnPassword, ({ db, user }) => resetPassword(db, user, user)),

  handle(usersEndpoints.getLog, ({ params, db }) => {
    if (!userById(db, params.userId)) throw notFound(usersApiMessages.notFound);
    return {
      data: db.userLogs
        .filter((l) => l.user_id === params.userId)
        .sort(newestFirst)
        .map((l) => toUserLogEntry(db, l)),
    };
  }),
];
