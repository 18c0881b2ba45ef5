import type { Member } from '@contracts/entities/members';
import type { PersonalInfo } from '@contracts/entities/people';
import type { User, UserLogEntry } from '@contracts/entities/users';
import { addressesOf, teamById, userById } from '../queries';
import type { Db, TeamMemberRow, UserLogRow, UserRow } from '../schema';

/** For the rare member whose account has no personal data (cannot happen through the app's flows). */
const blankPersonalInfo: PersonalInfo = {
  dni: '',
  first_name: '',
  last_name: '',
  primary_phone_number: null,
  secondary_phone_number: null,
  emergency_contact_number: null,
  licence_number: null,
  birth_date: null,
  email: null,
  gender: null,
  blood_type: null,
};

const teamNameOf = (db: Db, user: UserRow) => (user.team_id === null ? null : (teamById(db, user.team_id)?.name ?? null));

/** A row of GET /users. */
export const toUserListRow = (db: Db, user: UserRow): User => ({
  id: user.id,
  role_id: user.role_id,
  status: user.status,
  username: user.username,
  first_name: user.personal_info?.first_name ?? null,
  last_name: user.personal_info?.last_name ?? null,
  dni: user.personal_info?.dni ?? null,
  team_name: teamNameOf(db, user),
});

/** A team member as the members screens read it. */
export function toMember(db: Db, member: TeamMemberRow): Member {
  const user = userById(db, member.user_id);
  if (!user) throw new Error(`Miembro ${member.id} sin usuario ${member.user_id}`);
  return {
    id: member.id,
    user_id: user.id,
    username: user.username,
    user_status: user.status,
    is_helmsman: member.is_helmsman,
    role_id: user.role_id,
    member_category: member.member_category,
    personal_info: user.personal_info ?? blankPersonalInfo,
    addresses: addressesOf(db, 'user', user.id),
  };
}

/** An entry of GET /users_log/{userId}. */
export function toUserLogEntry(db: Db, log: UserLogRow): UserLogEntry {
  const user = userById(db, log.user_id);
  if (!user) throw new Error(`Registro ${log.id} sin usuario ${log.user_id}`);
  const by = log.performed_by === null ? undefined : userById(db, log.performed_by);
  return {
    id: log.id,
    action: log.action,
    created_at: log.created_at,
    reason: log.reason,
    user: {
      first_name: user.personal_info?.first_name ?? null,
      last_name: user.personal_info?.last_name ?? null,
      email: user.personal_info?.email ?? null,
      role_id: user.role_id,
      username: user.username,
      status: user.status,
      dni: user.personal_info?.dni ?? null,
      birth_date: user.personal_info?.birth_date ?? null,
      team_name: teamNameOf(db, user),
    },
    performed_by: by
      ? {
          id: by.id,
          first_name: by.personal_info?.first_name ?? null,
          last_name: by.personal_info?.last_name ?? null,
          username: by.username,
          role_id: by.role_id,
          email: by.personal_info?.email ?? null,
          dni: by.personal_info?.dni ?? null,
        }
      : null,
  };
}
