import type { Member } from '@contracts/entities/members';
import type { PersonalInfo } from '@contracts/entities/people';
import type { User, UserLogEntry } from '@contracts/entities/users';
import { addressesOf, teamById, userById } from '../queries';
import type { AddressRow, Db, TeamMemberRow, UserLogRow, UserRow } from '../schema';

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
export function toMember(db: Db, member: TeamMemberRow, known?: MemberLookups): Member {
  const user = known ? known.users.get(member.user_id) : userById(db, member.user_id);
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
    addresses: known ? (known.addresses.get(user.id) ?? []) : addressesOf(db, 'user', user.id),
  };
}

/** Users and their active addresses by user id, for mapping many members at once. */
export type MemberLookups = { users: Map<number, UserRow>; addresses: Map<number, AddressRow[]> };

/**
 * Built once per list: the large demo has about 15,000 members, and looking each one's user
 * and addresses up by scanning the tables made the participants list take many seconds.
 */
export function memberLookups(db: Db): MemberLookups {
  const addresses = new Map<number, AddressRow[]>();
  for (const a of db.addresses) {
    if (a.owner_type !== 'user' || !a.is_active) continue;
    const own = addresses.get(a.owner_id);
    if (own) own.push(a);
    else addresses.set(a.owner_id, [a]);
  }
  return { users: new Map(db.users.map((u) => [u.id, u])), addresses };
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
