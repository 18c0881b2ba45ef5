import { useState } from 'react';
import { Category } from '@contracts/enums';
import { TEAM_SIZE, type TeamDetail } from '@contracts/entities/teams';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { refusalReason } from '@/lib/forms/failure-message';
import { Checkbox } from '@/ui/checkbox';
import { toast } from '@/ui/toast-store';
import { teamFormMessages as msg } from './team-admin-messages';

/**
 * SPEC §4: an admin switches a team's family category on or off, only while it has exactly
 * 3 members. Below or above that the checkbox stays in place, disabled, and says why.
 * Saved at once (PATCH /teams/{id}/categories/family); it shows the cached detail, which the
 * call invalidates, and is read-only (not disabled, so focus stays) while that runs.
 * A failure toasts SPEC §8's text: `failureMessages.teams.category` when
 * the server or network failed, `failureMessages.teams.family` when the server
 * refused, whose reason then shows under the checkbox.
 */
export function TeamFamilyToggle({ detail }: { detail: TeamDetail }) {
  const setFamily = useEndpointMutation(teamsEndpoints.setFamily);
  const members = detail.members.length;
  const available = members === TEAM_SIZE;
  const isFamily = detail.categories.some((c) => c.category_id === Category.Family);

  const [refusal, setRefusal] = useState<string | null>(null);

  const toggle = async (on: boolean) => {
    const res = await setFamily.call({ params: { id: detail.team.id }, body: { is_family: on } });
    const reason = res.ok ? null : refusalReason(res);
    setRefusal(reason);
    if (!res.ok) toast.error(reason ? msg.familyError : msg.categoryError);
  };

  return (
    <Checkbox
      isSelected={isFamily}
      isDisabled={!available}
      isReadOnly={setFamily.isPending}
      onChange={(on) => void toggle(on)}
      isInvalid={refusal !== null}
      errorMessage={refusal}
      description={
        available
          ? 'Para equipos formados por integrantes de una misma familia. Se guarda al marcarla.'
          : `Disponible cuando el equipo tenga exactamente ${TEAM_SIZE} miembros (ahora tiene ${members}).`
      }
    >
      Categoría familia
    </Checkbox>
  );
}
