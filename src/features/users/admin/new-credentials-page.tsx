import { useState } from 'react';
import { useLocation } from 'wouter';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { isNewCredentialsState, type NewCredentialsState } from '@/lib/routing/route-redirects';
import { CredentialsPanel } from '@/ui/credentials-panel';
import { LeaveGuard } from '@/ui/leave-guard';
import * as s from './users-admin.css';

/**
 * SPEC §2 /dashboard/new-credentials: the username and password the server generated (user
 * creation, password reset), handed over as navigation state and shown once with copy
 * buttons. Without that state the route goes to /dashboard/users (src/lib/routing/route-redirects.ts);
 * leaving while they show asks first.
 */
export default function NewCredentialsPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  // Read once: the panel keeps showing them even if the history entry changes under it.
  const [credentials] = useState<NewCredentialsState | null>(() =>
    isNewCredentialsState(window.history.state) ? { username: window.history.state.username, password: window.history.state.password } : null,
  );
  if (!credentials) return null;
  return (
    <Page title={title} className={s.narrowPage}>
      <CredentialsPanel
        title="Credenciales de la cuenta"
        entries={[{ id: credentials.username, name: credentials.username, ...credentials }]}
        onDismiss={() => navigate(appHref(href('users')))}
      >
        <p className={s.lead}>
          Copiá el usuario y la contraseña y entregáselos a su dueño ahora: la contraseña no se vuelve a mostrar.
        </p>
      </CredentialsPanel>
      <LeaveGuard
        when
        title="¿Salir sin guardar las credenciales?"
        message="La contraseña se muestra una sola vez. Si salís de esta página no vas a poder volver a verla."
        confirmLabel="Salir de la página"
        cancelLabel="Quedarme"
      />
    </Page>
  );
}
