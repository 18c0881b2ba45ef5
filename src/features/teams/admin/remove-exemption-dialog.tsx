import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { useEndpointMutation } from '@/api/mutation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast-store';
import { teamAdminMessages as msg } from './team-admin-messages';

type Props = { registrationId: number; teamName: string; isOpen: boolean; onClose: () => void };

/** SPEC §4: removing the exemption makes the team owe the payment again and takes its team number. */
export function RemoveExemptionDialog({ registrationId, teamName, isOpen, onClose }: Props) {
  const remove = useEndpointMutation(teamCompetitionsEndpoints.removeExemption);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`¿Quitar la exención de pago de ${teamName}?`}
      message="El equipo vuelve a deber el pago de la inscripción y pierde su número de equipo."
      confirmLabel="Quitar exención"
      tone="danger"
      onConfirm={async () => {
        const res = await remove.call({ params: { id: registrationId } });
        if (res.ok) toast.success(msg.exemptionRemoved);
        else toast.error(msg.removeExemptionError);
      }}
    />
  );
}
