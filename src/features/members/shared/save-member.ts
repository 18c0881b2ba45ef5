import { useCallback } from 'react';
import { changedFields } from '@contracts/core/partial';
import type { Member, MemberCreated } from '@contracts/entities/members';
import { membersEndpoints } from '@contracts/members';
import type { ApiFailure, ApiResponse } from '@/api';
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
 * How a screen adds a member: the owner to their own team (POST /team_members/register), an
 * admin to the team of the address with the chosen role (POST /team_members/admin/register).
 * The data is the form's parsed values (the role too on the admin's form).
 */
export type CreateMember<D> = (data: D) => Promise<ApiResponse<MemberCreated>>;

/**
 * Adds a member with `create`, or updates a stored one with only the fields that changed
 * (SPEC §5 'All updates send only the changed fields'; nothing changed sends nothing).
 * Either write invalidates the member lists, the teams and the progress.
 */
export function useSaveMember<D extends MemberFields>(create: CreateMember<D>) {
  const { call: update } = useEndpointMutation(membersEndpoints.update);
  return useCallback(
    async (stored: Member | null, data: D): Promise<SaveMemberOutcome> => {
      if (!stored) {
        const res = await create(data);
        return res.ok ? { kind: 'created', created: res.data } : { kind: 'failed', response: res };
      }
      // Empty text and a stored null are the same thing: an untouched optional field is no change.
      const changes = changedFields(storedMemberFields(stored), data, { emptyEqualsNull: true });
      if (!changes) return { kind: 'unchanged' };
      const res = await update({ params: { id: stored.user_id }, body: changes });
      return res.ok ? { kind: 'updated', member: res.data } : { kind: 'failed', response: res };
    },
    [create, update],
  );
}
