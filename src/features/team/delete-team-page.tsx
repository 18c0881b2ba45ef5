import { useState } from 'react';
import { useLocation } from 'wouter';
import { teamsDeleteOwn, teamsGetOwnOrList } from '@contracts/teams';
import { api } from '@/api';
import { PageHeading } from '@/lib/page-heading';
import { DASHBOARD } from '@/lib/routes';
import { useApiQuery } from '@/lib/use-api-query';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Panel } from '@/ui/panel';
import { toast } from '@/ui/toast-store';
import { failureMessage } from './failure-message';
import * as s from './team.css';

export const DELETE_ERROR = 'Ocurrió un error al intentar eliminar el equipo.';
/** SPEC §9: the delete-team error toast stays 10 s. */
export const DELETE_ERROR_TOAST_MS = 10_000;

/**
 * SPEC §2 delete-team: a warning, then two confirmations. The owner's access token still
 * names the deleted team, so the session is refreshed: the new token carries no teamId and
 * the menu offers 'Crear Equipo' again.
 */
export default function DeleteTeamPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const [isConfirming, setConfirming] = useState(false);
  // Only to name the team in the warning; deleting does not depend on it.
  const team = useApiQuery(teamsGetOwnOrList);
  const teamName = team.status === 'success' && !Array.isArray(team.data) ? team.data.name : null;
  const theTeam = teamName ? `el equipo «${teamName}»` : 'tu equipo';

  const remove = async () => {
    const res = await api.call(teamsDeleteOwn);
    if (!res.ok) {
      toast.error(failureMessage(res, { retry: DELETE_ERROR }), { duration: DELETE_ERROR_TOAST_MS });
      return;
    }
    // A failed refresh ends the session and reloads onto sign-in (src/api).
    if (await api.refreshSession()) navigate(`~${DASHBOARD}`, { replace: true });
  };

  return (
    <div className={s.page}>
      <PageHeading title={title} />
      <Panel title="Esta acción no se puede deshacer" tone="warning">
        <p>
          Se eliminarán {theTeam}, su embarcación y su inscripción sin pagar. Las cuentas de los miembros que
          agregaste quedarán desactivadas.
        </p>
        <p>Tu cuenta seguirá activa y podrás crear otro equipo.</p>
      </Panel>
      <div className={s.actions}>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          Eliminar equipo
        </Button>
        <ButtonLink href={`~${DASHBOARD}`} variant="secondary">
          Volver al inicio
        </ButtonLink>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        tone="danger"
        title="Eliminar equipo"
        message={`Vas a eliminar ${theTeam} con su embarcación y sus miembros.`}
        confirmLabel="Continuar"
        secondStep={{
          title: '¿Estás seguro?',
          message: `Confirmá que querés eliminar ${theTeam}. No se puede deshacer.`,
          confirmLabel: 'Sí, eliminar el equipo',
        }}
        onConfirm={remove}
      />
    </div>
  );
}
