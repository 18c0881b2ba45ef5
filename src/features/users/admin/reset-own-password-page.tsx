import { useState } from 'react';
import type { GeneratedCredentials } from '@contracts/entities/users';
import { usersEndpoints } from '@contracts/users';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { Page } from '@/ui/page';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CredentialsPanel } from '@/ui/credentials-panel';
import { LeaveGuard } from '@/ui/leave-guard';
import { Panel } from '@/ui/panel';
import { toast } from '@/ui/toast-store';
import { userMessages } from './user-messages';
import * as s from './users-admin.css';

/**
 * SPEC §2 me/reset-password (the sidebar's key icon, admins): after a confirmation the
 * admin's own password is replaced by a generated one, shown once here. The old password
 * stops working at once; this session stays open.
 */
export default function ResetOwnPasswordPage({ title }: { title: string }) {
  const [isOpen, setOpen] = useState(false);
  const [credentials, setCredentials] = useState<GeneratedCredentials | null>(null);
  const reset = useEndpointMutation(usersEndpoints.resetOwnPassword);

  return (
    <Page title={title} className={s.narrowPage}>
      {credentials ? (
        <>
          <CredentialsPanel
            title="Tu nueva contraseña"
            entries={[{ id: credentials.password, name: credentials.username, ...credentials }]}
            onDismiss={() => setCredentials(null)}
          >
            <p className={s.lead}>Guardala ahora: no se vuelve a mostrar. La contraseña anterior ya no funciona.</p>
          </CredentialsPanel>
          <LeaveGuard
            when
            title="¿Salir sin guardar la contraseña?"
            message="La contraseña nueva se muestra una sola vez. Si salís de esta página no vas a poder volver a verla."
            confirmLabel="Salir de la página"
            cancelLabel="Quedarme"
          />
        </>
      ) : (
        <Panel title="Generar una contraseña nueva">
          <p className={s.lead}>Se generará una contraseña nueva para tu cuenta y la actual dejará de funcionar.</p>
          <div className={s.actions}>
            <Button onPress={() => setOpen(true)}>Restablecer mi contraseña</Button>
          </div>
        </Panel>
      )}
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="¿Restablecer tu contraseña?"
        message={<p>Tu contraseña actual dejará de funcionar en cuanto confirmes.</p>}
        confirmLabel="Restablecer"
        onConfirm={async () => {
          const res = await reset.call();
          if (!res.ok) {
            toast.error(failureMessage(res, { retry: userMessages.ownResetError, fallback: userMessages.ownResetError }));
            return;
          }
          toast.success(userMessages.ownResetDone);
          setCredentials(res.data);
        }}
      />
    </Page>
  );
}
