import { Panel } from '@/ui/panel';

/** SPEC §4: a pending club request blocks the team form until an admin resolves it. */
export function PendingClubRequestNotice({ action }: { action: 'crear' | 'editar' }) {
  return (
    <Panel title="Solicitud de barra pesquera pendiente" tone="warning">
      <p>
        Tenés una solicitud de nueva barra pesquera pendiente. Hasta que se resuelva no podés {action} el equipo.
      </p>
    </Panel>
  );
}
