import { changedFields } from '@contracts/core/partial';
import type { Member, MemberCreated } from '@contracts/entities/members';
import { membersRegister, membersUpdate } from '@contracts/members';
import { api, type ApiFailure } from '@/api';
import { storedMemberFields, type MemberFields } from './member-form-values';

export type SaveMemberOutcome =
  | { kind: 'created'; created: MemberCreated }
  | { kind: 'updated'; member: Member }
  | { kind: 'unchanged' }
  | { kind: 'failed'; response: ApiFailure };

/** A save that reached the server and succeeded. */
export type SavedMember = Extract<SaveMemberOutcome, { kind: 'created' | 'updated' }>;

/**
 * Adds a member to the owner's team, or updates a stored one with only the fields that
 * changed (SPEC §5 'All updates send only the changed fields'; nothing changed sends nothing).
 */
export async function saveMember(stored: Member | null, data: MemberFields): Promise<SaveMemberOutcome> {
  if (!stored) {
    const res = await api.call(membersRegister, { body: data });
    return res.ok ? { kind: 'created', created: res.data } : { kind: 'failed', response: res };
  }
  // Empty text and a stored null are the same thing: an untouched optional field is no change.
  const changes = changedFields(storedMemberFields(stored), data, { emptyEqualsNull: true });
  if (!changes) return { kind: 'unchanged' };
  const res = await api.call(membersUpdate, { params: { id: stored.user_id }, body: changes });
  return res.ok ? { kind: 'updated', member: res.data } : { kind: 'failed', response: res };
}
