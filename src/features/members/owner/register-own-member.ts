import { useCallback } from 'react';
import { membersEndpoints } from '@contracts/members';
import { useEndpointMutation } from '@/api/mutation';
import type { MemberFormData } from '../shared/member-form';
import type { CreateMember } from '../shared/save-member';

export type RegisterOwnMember = CreateMember<MemberFormData>;

/** The owner adds to their own team: POST /team_members/register, the fields without a role. */
export function useRegisterOwnMember(): RegisterOwnMember {
  const { call: register } = useEndpointMutation(membersEndpoints.register);
  return useCallback(({ role_id: _role, ...fields }: MemberFormData) => register({ body: fields }), [register]);
}
