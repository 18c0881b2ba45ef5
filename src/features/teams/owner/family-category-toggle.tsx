import { TEAM_SIZE, type Team } from '@contracts/entities/teams';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { Checkbox } from '@/ui/checkbox';
import { toast } from '@/ui/toast-store';
import { failureMessage } from '@/lib/forms/failure-message';
import * as failureMessages from '@/api/failure-messages';

const FAMILY_ERROR = failureMessages.teams.family;
const FAMILY_RETRY_ERROR = failureMessages.teams.category;

/**
 * SPEC §4: the owner switches the family category on or off, only with exactly 3 members.
 * Read-only (not disabled) while the call and the team's refetch run, so keyboard focus
 * stays on it; the checkbox shows the cached team, which the call invalidates.
 */
export function FamilyCategoryToggle({ team }: { team: Team }) {
  const setFamily = useEndpointMutation(teamsEndpoints.setOwnFamily);
  if (team.members.length !== TEAM_SIZE) {
    return <p>La categoría Familia se puede activar cuando el equipo tenga exactamente {TEAM_SIZE} miembros.</p>;
  }

  const toggle = async (isFamily: boolean) => {
    const res = await setFamily.call({ body: { is_family: isFamily } });
    if (!res.ok) toast.error(failureMessage(res, { retry: FAMILY_RETRY_ERROR, fallback: FAMILY_ERROR }));
  };

  return (
    <Checkbox
      isSelected={team.is_family}
      isReadOnly={setFamily.isPending}
      onChange={(selected) => void toggle(selected)}
      description="Para equipos formados por integrantes de una misma familia."
    >
      Categoría familia
    </Checkbox>
  );
}
