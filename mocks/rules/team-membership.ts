import { TEAM_SIZE } from '@contracts/entities/teams';
import type { z } from 'zod';
import { formMessages } from '@contracts/messages';
import { personalInfoSchema, type PersonalInfo } from '@contracts/entities/people';
import type { memberFieldsSchema } from '@contracts/entities/members';
import { Role, type RoleId } from '@contracts/enums';
import { badRequest, ruleBroken } from '../core/errors';
import { membersChanged, membersOf, teamById, userById } from '../db/queries';
import type { Db, TeamMemberRow, TeamRow, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { createUser, generatePassword, generateUsername } from './accounts';
import { notifyUser } from './notification-text';
import { assertPersonalInfoFree, storedPersonalInfo } from './personal-info';
import { revokeRefreshTokens } from './sessions';
import { refreshTeamCategories } from './team-categories-derived';
import { appendUserLog } from './user-log';
import { membersApiMessages } from '@contracts/members-messages';

/** A member form as parsed by the contract (SPEC §5 Member): personal data plus the membership's own fields. */
export type MemberFields = z.output<typeof memberFieldsSchema>;

const personalKeys = personalInfoSchema.keyof().options;

/** The personal-data part of a (partial) member form; keys not sent stay absent. */
export const personalInfoPart = (fields: Partial<MemberFields>): Partial<PersonalInfo> =>
  Object.fromEntries(personalKeys.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]])) as Partial<PersonalInfo>;

/** For the rare account without personal data (created by POST /users and never activated). */
const blankPersonalInfo = (): PersonalInfo =>
  ({ ...Object.fromEntries(personalKeys.map((k) => [k, null])), dni: '', first_name: '', last_name: '' }) as PersonalInfo;

/** SPEC §9: a team holds exactly 3 members, the owner included; a 4th is refused. */
export function assertRoomForMember(db: Db, teamId: number) {
  if (membersOf(db, teamId).length >= TEAM_SIZE) throw ruleBroken(membersApiMessages.teamFull);
}

/** `formMessages.licenceForHelmsman`, checked on the stored result of an edit. */
export function assertHelmsmanHasLicence(isHelmsman: boolean, info: Pick<PersonalInfo, 'licence_number'>) {
  if (isHelmsman && !info.licence_number) {
    throw badRequest(formMessages.licenceForHelmsman, { licence_number: formMessages.licenceForHelmsman });
  }
}

/** One helmsman per team: marking a member as helmsman hands the role over from whoever had it. */
export function makeSoleHelmsman(db: Db, membership: TeamMemberRow) {
  for (const other of membersOf(db, membership.team_id)) {
    if (other !== membership && other.is_helmsman) Object.assign(other, { is_helmsman: false, updated_at: new Date().toISOString() });
  }
  membership.is_helmsman = true;
}

/**
 * A new member account for a team (POST /team_members/register and its admin variant): a
 * generated username and password (shown once), status registered until the person
 * activates it, the membership, a 'creation' log entry by whoever added them, and a
 * notification telling them to activate the account.
 */
export function registerMember(db: Db, team: TeamRow, fields: MemberFields, roleId: RoleId, performedBy: UserRow) {
  assertRoomForMember(db, team.id);
  const personal_info = storedPersonalInfo(fields);
  assertPersonalInfoFree(db, personal_info, null);
  const password = generatePassword();
  const user = createUser(
    db,
    { username: generateUsername(db, personal_info), password, role_id: roleId, status: 'registered', team_id: team.id, personal_info },
    performedBy.id,
  );
  const membership: TeamMemberRow = {
    id: nextId(db.teamMembers),
    user_id: user.id,
    team_id: team.id,
    is_helmsman: false,
    member_category: fields.member_category ?? null,
    created_at: user.created_at,
    updated_at: user.created_at,
  };
  db.teamMembers.push(membership);
  membersChanged(team, user.created_at);
  if (fields.is_helmsman) makeSoleHelmsman(db, membership);
  refreshTeamCategories(db, team);
  notifyUser(db, {
    user_id: user.id,
    type: 'general',
    title: 'Activá tu cuenta',
    custom_data: { message: `Te sumaron al equipo ${team.name}. Completá tus datos personales para empezar a usar la plataforma.` },
    action_url: '/dashboard/activate-account',
  });
  return { membership, user, password };
}

/** An edit of a member: only the fields sent change; the stored result must still be valid and unique. */
export function updateMember(db: Db, membership: TeamMemberRow, fields: Partial<MemberFields>) {
  const user = userById(db, membership.user_id)!;
  const personal_info: PersonalInfo = { ...(user.personal_info ?? blankPersonalInfo()), ...personalInfoPart(fields) };
  const isHelmsman = fields.is_helmsman ?? membership.is_helmsman;
  assertHelmsmanHasLicence(isHelmsman, personal_info);
  assertPersonalInfoFree(db, personal_info, user.id);
  const now = new Date().toISOString();
  Object.assign(user, { personal_info, updated_at: now });
  Object.assign(membership, { is_helmsman: isHelmsman, updated_at: now });
  if (fields.member_category !== undefined) membership.member_category = fields.member_category;
  if (isHelmsman) makeSoleHelmsman(db, membership);
  refreshTeamCategories(db, teamById(db, membership.team_id)!);
}

/**
 * Takes a person out of a team (removed by the owner or an admin, leaving, or the team being
 * deleted): the membership goes and the account loses its team. An invited user's account
 * exists only for its team, so it is deactivated with a 'deactivation' log entry (SPEC §4
 * 'Leaving the team deactivates the account'); a primary user keeps an active account and
 * may create a team of their own.
 */
export function detachMember(db: Db, membership: TeamMemberRow, why: { reason: string; performedBy: number | null }) {
  const user = userById(db, membership.user_id)!;
  const now = new Date().toISOString();
  db.teamMembers.splice(db.teamMembers.indexOf(membership), 1);
  Object.assign(user, { team_id: null, updated_at: now });
  if (user.role_id === Role.TeamMember && user.status !== 'inactive') {
    user.status = 'inactive';
    revokeRefreshTokens(user);
    appendUserLog(db, { user_id: user.id, action: 'deactivation', reason: why.reason, performed_by: why.performedBy, created_at: now });
  }
  const team = teamById(db, membership.team_id);
  if (team) {
    membersChanged(team, now);
    refreshTeamCategories(db, team);
  }
}
