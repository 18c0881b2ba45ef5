import type { Institution } from '@contracts/entities/institutions';
import { institutionsEndpoints } from '@contracts/institutions';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast-store';
import { institutionMessages } from './institution-messages';

export type DeleteInstitutionDialogProps = {
  /** The club asked about, or null while the dialog is closed. */
  club: Institution | null;
  onClose: () => void;
};

/**
 * Asks before deleting a club. The server refuses while teams belong to it; its reason
 * (`institutionsApiMessages.hasTeams`) is what the admin reads.
 */
export function DeleteInstitutionDialog({ club, onClose }: DeleteInstitutionDialogProps) {
  const remove = useEndpointMutation(institutionsEndpoints.delete);
  return (
    <ConfirmDialog
      isOpen={club !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      tone="danger"
      title="Eliminar barra pesquera"
      message={
        <p>
          ¿Eliminar la barra pesquera <strong>{club?.name}</strong>? Esta acción no se puede deshacer.
        </p>
      }
      confirmLabel="Eliminar"
      onConfirm={async () => {
        if (!club) return;
        const res = await remove.call({ params: { id: club.id } });
        if (res.ok) toast.success(institutionMessages.deleted);
        // A refusal stays until closed: it explains why nothing happened (teams use the club).
        else toast.error(failureMessage(res, { retry: institutionMessages.deleteError }), { duration: res.statusCode < 500 ? Infinity : undefined });
      }}
    />
  );
}
