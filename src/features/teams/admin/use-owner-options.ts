import { isOwnerRole } from '@/lib/access/policy';
import type { User } from '@contracts/entities/users';
import { usersList } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import type { SelectOption } from '@/ui/select';

/** The server's rule (POST /teams/admin): the owner role, no team yet, not inactive. */
const mayReceiveTeam = (u: User) => isOwnerRole(u.role_id) && u.team_name === null && u.status !== 'inactive';

const ownerLabel = (u: User) => {
  const name = [u.first_name, u.last_name].filter(Boolean).join(' ');
  return name ? `${u.username} (${name})` : u.username;
};

/**
 * The accounts a team can be created for (GET /users), as options of the owner field. The
 * server checks again: an account may take a team between the list and the submit.
 */
export function useOwnerOptions() {
  const users = useEndpointQuery(usersList);
  const options: SelectOption<number>[] = (users.data ?? [])
    .filter(mayReceiveTeam)
    .map((u) => ({ id: u.id, label: ownerLabel(u) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  const status = users.isPending ? 'loading' : users.isLoadingError ? 'error' : 'success';
  return { status, options, reload: () => void users.refetch() } as const;
}
