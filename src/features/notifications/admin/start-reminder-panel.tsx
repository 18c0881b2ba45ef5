import { useState } from 'react';
import { notificationsEndpoints } from '@contracts/notifications';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { formatDateTime } from '@/lib/format/format';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { toast } from '@/ui/toast-store';
import { notificationsAdminMessages as msg } from './notifications-admin-messages';
import * as s from './notifications-admin.css';

/** SPEC §2 notifications management: the competition-start reminder, when it last went out, and a confirmation before sending. */
export function StartReminderPanel() {
  const last = useEndpointQuery(notificationsEndpoints.getLastStartReminder);
  const send = useEndpointMutation(notificationsEndpoints.sendStartReminder);
  const [isConfirming, setConfirming] = useState(false);

  return (
    <Panel title="Recordatorio de inicio de competencia">
      <p className={s.lead}>Avisa a todos los miembros de los equipos aceptados en la competencia actual que la competencia está por comenzar.</p>
      <QueryView query={last} loadingLabel="Cargando último envío…" errorMessage={msg.lastReminderLoadError}>
        {({ lastSent }) => (
          <p className={s.stateText}>
            {lastSent ? `Último envío: ${formatDateTime(lastSent)}` : 'Todavía no se envió ningún recordatorio de inicio.'}
          </p>
        )}
      </QueryView>
      <div className={s.actions}>
        <Button onPress={() => setConfirming(true)}>Enviar recordatorio</Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="¿Enviar el recordatorio de inicio?"
        message="Todos los miembros de los equipos aceptados en la competencia actual recibirán el aviso en sus notificaciones."
        confirmLabel="Enviar"
        onConfirm={async () => {
          const res = await send.call();
          if (res.ok) toast.success(msg.reminderSent);
          else toast.error(failureMessage(res, { retry: msg.reminderError }));
        }}
      />
    </Panel>
  );
}
