import { notificationsEndpoints } from '@contracts/notifications';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast-store';
import { notificationsAdminMessages as msg } from './notifications-admin-messages';
import type { ReminderTarget } from './reminder-target';
import { reminderLabels } from './reminder-types';
import { ReminderWhatsApp } from './reminder-whatsapp';

/** The dialog's words: a first reminder, or another while one is still unread (SPEC §2). */
export function reminderWording({ team, type }: ReminderTarget) {
  const { subject } = reminderLabels[type];
  if (team.activeNotifications[type] > 0) {
    return {
      title: `${team.name} ya tiene un recordatorio activo`,
      message: `Los miembros de ${team.name} ya tienen un aviso sin leer de que ${subject}. ¿Querés enviar otro recordatorio de todos modos?`,
      confirmLabel: 'Enviar otro',
    };
  }
  return {
    title: `¿Enviar recordatorio a ${team.name}?`,
    message: `Los miembros de ${team.name} recibirán en sus notificaciones un aviso de que ${subject}.`,
    confirmLabel: 'Enviar recordatorio',
  };
}

/** SPEC §2 per-team notifications: the confirmation before one team's reminder is sent. */
export function SendReminderDialog({ target, onClose }: { target: ReminderTarget | null; onClose: () => void }) {
  const send = useEndpointMutation(notificationsEndpoints.sendToTeam);
  if (!target) return null;
  const wording = reminderWording(target);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      {...wording}
      message={
        <>
          <p>{wording.message}</p>
          <ReminderWhatsApp target={target} />
        </>
      }
      onConfirm={async () => {
        const res = await send.call({ params: { teamId: target.team.id }, body: { notification_type: target.type } });
        if (res.ok) toast.success(`Recordatorio enviado a ${target.team.name}`);
        else toast.error(failureMessage(res, { retry: msg.sendError }));
      }}
    />
  );
}
