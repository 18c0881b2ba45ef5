import { useCallback } from 'react';
import { changedFields } from '@contracts/core/partial';
import type { Member, MemberCreated } from '@contracts/entities/members';
import { membersRegister, membersUpdate } from '@contracts/members';
import type { ApiFailure } from '@/api';
import { useEndpointMutation } from '@/api/mutation';
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
 * Either write invalidates the member list, the team and the progress.
 */
export function useSaveMember() {
  const { call: register } = useEndpointMutation(membersRegister);
  const { call: update } = useEndpointMutation(membersUpdate);
  return useCallback(
    async (stored: Member | null, data: MemberFields): Promise<SaveMemberOutcome> => {
      if (!stored) {
        const res = await register({ body: data });
        return res.ok ? { kind: 'created', created: res.data } : { kind: 'failed', response: res };
      }
      // Empty text and a stored null are the same thing: an untouched optional field is no change.
      const changes = changedFields(storedMemberFields(stored), data, { emptyEqualsNull: true });
      if (!changes) return { kind: 'unchanged' };
      const res = await update({ params: { id: stored.user_id }, body: changes });
      return res.ok ? { kind: 'updated', member: res.data } : { kind: 'failed', response: res };
    },
    [register, update],
  );
}
