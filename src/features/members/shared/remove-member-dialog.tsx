import type { Member } from '@contracts/entities/members';
import { isOwnerRole } from '@/lib/access/policy';
import { membersDelete } from '@contracts/members';
import { useEndpointMutation } from '@/api/mutation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast-store';
import { fullName } from './member-name';
import { MEMBER_ERROR_TOAST_MS, membersMessages } from './member-messages';

export type RemoveMemberDialogProps = {
  /** The member to remove; null keeps the dialog closed. */
  member: Member | null;
  onClose: () => void;
  onRemoved: () => void;
};

/** Removal asks first (ConfirmDialog); the result is told by a toast (SPEC §8, error 10 s). */
export function RemoveMemberDialog({ member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const name = member ? fullName(member) : '';
  const removeMember = useEndpointMutation(membersDelete);
  // The mock's detachMember: an invited user's account exists only for its team; a primary user keeps theirs.
  const accountAfter = isOwnerRole(member?.role_id) ? 'su cuenta sigue activa, sin equipo' : 'su cuenta de miembro queda desactivada';
  return (
    <ConfirmDialog
      isOpen={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`¿Quitar a ${name} del equipo?`}
      message={`${name} deja de ser parte del equipo y ${accountAfter}. El equipo vuelve a tener un lugar libre.`}
      confirmLabel="Quitar del equipo"
      tone="danger"
      onConfirm={async () => {
        if (!member) return;
        const res = await removeMember.call({ params: { id: member.user_id } });
        if (res.ok) {
          toast.success(membersMessages.removed);
          onRemoved();
        } else {
          toast.error(membersMessages.removeError, { duration: MEMBER_ERROR_TOAST_MS });
        }
      }}
    />
  );
}
