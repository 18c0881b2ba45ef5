import { useState } from 'react';
import { TEAM_SIZE, type Team } from '@contracts/entities/teams';
import { teamsSetOwnFamily } from '@contracts/teams';
import { api } from '@/api';
import { Checkbox } from '@/ui/checkbox';
import { toast } from '@/ui/toast-store';
import { failureMessage } from '@/lib/failure-message';

const FAMILY_ERROR = 'Error al actualizar categoría familia';
const FAMILY_RETRY_ERROR = 'Hubo un error al actualizar la categoría del equipo.';

/**
 * SPEC §4: the owner switches the family category on or off, only with exactly 3 members.
 * Read-only (not disabled) while the call runs, so keyboard focus stays on it.
 */
export function FamilyCategoryToggle({ team, onChange }: { team: Team; onChange: (team: Team) => void }) {
  const [isSaving, setSaving] = useState(false);
  if (team.members.length !== TEAM_SIZE) {
    return <p>La categoría Familia se puede activar cuando el equipo tenga exactamente {TEAM_SIZE} miembros.</p>;
  }

  const toggle = async (isFamily: boolean) => {
    setSaving(true);
    const res = await api.call(teamsSetOwnFamily, { body: { is_family: isFamily } });
    setSaving(false);
    if (!res.ok) {
      toast.error(failureMessage(res, { retry: FAMILY_RETRY_ERROR, fallback: FAMILY_ERROR }));
      return;
    }
    onChange(res.data);
  };

  return (
    <Checkbox
      isSelected={team.is_family}
      isReadOnly={isSaving}
      onChange={(selected) => void toggle(selected)}
      description="Para equipos formados por integrantes de una misma familia."
    >
      Categoría Familia
    </Checkbox>
  );
}
