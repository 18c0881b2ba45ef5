import { TEAM_SIZE } from '@contracts/entities/teams';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import type { SelectOption } from '@/ui/select';

/**
 * The current competition's teams (GET /teams answers admins with the list rows) as options
 * of the user form's team field; a full team (3 members) cannot take another account.
 */
export function useTeamOptions() {
  const teams = useEndpointQuery(teamsEndpoints.getOwnOrList);
  const rows = Array.isArray(teams.data) ? teams.data : [];
  const options: SelectOption<number>[] = rows
    .map((t) => ({
      id: t.team_id,
      label: `${t.team_name} (${t.total_members}/${TEAM_SIZE})`,
      isDisabled: t.total_members >= TEAM_SIZE,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  return { options, isLoading: teams.isPending, isError: teams.isLoadingError, reload: () => void teams.refetch() };
}
