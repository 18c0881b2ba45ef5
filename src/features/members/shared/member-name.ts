import type { Member } from '@contracts/entities/members';

/** 'Ana Pérez'; the username for an account whose names are not known yet. */
export const fullName = (member: Pick<Member, 'personal_info' | 'username'>): string =>
  `${member.personal_info.first_name} ${member.personal_info.last_name}`.trim() || member.username;
