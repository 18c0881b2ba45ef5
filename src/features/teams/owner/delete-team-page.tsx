import { useLocation } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { teamsEndpoints } from '@contracts/teams';
import { api } from '@/api';
import { useEndpointMutation } from '@/api/mutation';
import { Page } from '@/ui/page';
import { DASHBOARD } from '@/lib/routing/routes';
import { sessionUser } from '@/lib/session/session';
import { can } from '@/lib/access/policy';
import { NoTeamPanel } from '@/lib/team/no-team-panel';
import { ownsTeam } from '@/lib/team/team-ownership';
import { useOwnTeam } from '@/lib/team/team-readings';
import { appHref } from '@/lib/routing/navigation';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { LoadingView } from '@/ui/loading-view';
import { toast } from '@/ui/toast-store';
import { failureMessage } from '@/lib/forms/failure-message';
import { IrreversibleAction } from './irreversible-action';
import * as s from './team.css';
import * as failureMessages from '@/api/failure-messages';

const DELETE_ERROR = failureMessages.teams.delete;
/** SPEC §9: the delete-team error toast stays 10 s. */
const DELETE_ERROR_TOAST_MS = 10_000;

/**
 * SPEC §2 delete-team: a warning, then two confirmations. The owner's access token still
 * names the deleted team, so the session is refreshed: the new token carries no teamId and
 * the menu offers 'Crear Equipo' again. An account with the owner role that does not own
 * the team (docs/decisions/0009) is told so and offered no delete button.
 */
export default function DeleteTeamPage({ title }: { title: string }) {
  useSignals();
  const [, navigate] = useLocation();
  // To name the team in the warning and to know its owner. A failed read still lets the
  // owner try (the server decides), as before the team was needed.
  const hasTeam = Boolean(sessionUser.value?.teamId);
  const team = useOwnTeam({ enabled: hasTeam });
  const deleteTeam = useEndpointMutation(teamsEndpoints.deleteOwn);
  const ownTeam = team.data ?? null;
  const teamName = ownTeam?.name ?? null;
  const theTeam = teamName ? `el equipo «${teamName}»` : 'tu equipo';

  // Nothing to delete: the way on is creating a team, not a warning about one that does not exist.
  if (!hasTeam) {
    return (
      <Page title={title} className={s.page}>
        <NoTeamPanel reason="Cuando tengas un equipo, vas a poder eliminarlo desde acá." canCreate={can(sessionUser.value, 'createTeam')} />
      </Page>
    );
  }
  if (team.isPending) {
    return (
      <Page title={title} className={s.page}>
        <LoadingView label="Cargando el equipo…" queries={[team]} />
      </Page>
    );
  }
  if (ownTeam && !ownsTeam(sessionUser.value, ownTeam)) {
    return (
      <Page title={title} className={s.page}>
        <Panel title="Solo el dueño del equipo puede eliminarlo">
          <p>Tu cuenta está vinculada a {theTeam}, pero no sos su dueño: podés verlo, no eliminarlo.</p>
        </Panel>
        <div className={s.actions}>
          <ButtonLink href={appHref(DASHBOARD)} variant="secondary">
            Volver al inicio
          </ButtonLink>
        </div>
      </Page>
    );
  }

  const remove = async () => {
    const res = await deleteTeam.call();
    if (!res.ok) {
      toast.error(failureMessage(res, { retry: DELETE_ERROR }), { duration: DELETE_ERROR_TOAST_MS });
      return;
    }
    // A failed refresh ends the session and reloads onto sign-in (src/api).
    if (await api.refreshSession()) navigate(appHref(DASHBOARD), { replace: true });
  };

  return (
    <Page title={title} className={s.page}>
      <IrreversibleAction
        warningTitle="Esta acción no se puede deshacer"
        warning={
          <>
            <p>
              Se eliminarán {theTeam}, su embarcación y su inscripción sin pagar. Las cuentas de los miembros que
              agregaste quedarán desactivadas.
            </p>
            <p>Tu cuenta seguirá activa y podrás crear otro equipo.</p>
          </>
        }
        actionLabel="Eliminar equipo"
        confirmation={{
          title: 'Eliminar equipo',
          message: `Vas a eliminar ${theTeam} con su embarcación y sus miembros.`,
          confirmLabel: 'Continuar',
          secondStep: {
            title: '¿Estás seguro?',
            message: `Confirmá que querés eliminar ${theTeam}. No se puede deshacer.`,
            confirmLabel: 'Sí, eliminar el equipo',
          },
          onConfirm: remove,
        }}
      />
    </Page>
  );
}
