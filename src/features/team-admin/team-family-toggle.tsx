import { Category } from '@contracts/enums';
import { TEAM_SIZE, type TeamDetail } from '@contracts/entities/teams';
import { teamsSetFamily } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/failure-message';
import { Checkbox } from '@/ui/checkbox';
import { toast } from '@/ui/toast-store';
import { teamFormMessages as msg } from './team-admin-messages';

/**
 * SPEC §4: an admin switches a team's family category on or off, only while it has exactly
 * 3 members. Below or above that the checkbox stays in place, disabled, and says why.
 * Saved at once (PATCH /teams/{id}/categories/family); it shows the cached detail, which the
 * call invalidates, and is read-only (not disabled, so focus stays) while that runs.
 */
export function TeamFamilyToggle({ detail }: { detail: TeamDetail }) {
  const setFamily = useEndpointMutation(teamsSetFamily);
  const members = detail.members.length;
  const available = members === TEAM_SIZE;
  const isFamily = detail.categories.some((c) => c.category_id === Category.Family);

  const toggle = async (on: boolean) => {
    const res = await setFamily.call({ params: { id: detail.team.id }, body: { is_family: on } });
    if (!res.ok) toast.error(failureMessage(res, { retry: msg.categoryError, fallback: msg.familyError }));
  };

  return (
    <Checkbox
      isSelected={isFamily}
      isDisabled={!available}
      isReadOnly={setFamily.isPending}
      onChange={(on) => void toggle(on)}
      description={
        available
          ? 'Para equipos formados por integrantes de una misma familia. Se guarda al marcarla.'
          : `Disponible cuando el equipo tenga exactamente ${TEAM_SIZE} miembros (ahora tiene ${members}).`
      }
    >
      Categoría Familia
    </Checkbox>
  );
}
