import { useLocation } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import type { MemberCompetitions, RegisteredCompetition } from '@contracts/entities/competitions';
import { competitionsEndpoints } from '@contracts/competitions';
import { teamsEndpoints } from '@contracts/teams';
import { teamsApiMessages } from '@contracts/teams-messages';
import { useEndpointQuery } from '@/api/query';
import { formatMoney } from '@/lib/format/format';
import { href } from '@/lib/routing/routes';
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
  // What the team holds in competitions: a paid or pending registration is not deleted (the server refuses it).
  const competitions = useEndpointQuery(competitionsEndpoints.list, undefined, { enabled: hasTeam });
  const registrations = registrationsOf(competitions.data);
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
  if (team.isPending || competitions.isPending) {
    return (
      <Page title={title} className={s.page}>
        <LoadingView label="Cargando el equipo…" queries={[team, competitions]} />
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

  const held = registrations.find(isHeld);
  if (held) {
    return (
      <Page title={title} className={s.page}>
        <HeldTeam theTeam={theTeam} registration={held} />
      </Page>
    );
  }
  const unpaid = registrations.filter((r) => r.payment_status === 'unpaid');

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
              Se eliminarán {theTeam}, su embarcación{unpaid.length > 0 ? ` y su inscripción sin pagar en ${unpaid.map((r) => r.name).join(', ')}` : ''}.
              Las cuentas de los miembros que agregaste quedarán desactivadas.
            </p>
            <p>Tu cuenta seguirá activa y podrás crear otro equipo.</p>
          </>
        }
        actionLabel="Eliminar equipo"
        confirmation={{
          title: 'Eliminar equipo',
          message: `Vas a eliminar ${theTeam} con su embarcación y sus miembros.`,
          confirmLabel: 'Eliminar equipo',
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

/** GET /competitions answers a team account with an object; an array (admins) has no registration of the team. */
const registrationsOf = (answer: MemberCompetitions | unknown[] | undefined): RegisteredCompetition[] =>
  !answer || Array.isArray(answer) ? [] : answer.registeredCompetitions;

/** Money taken or on its way: what keeps the team from being deleted (the server's rule, said before the button). */
const isHeld = (r: RegisteredCompetition) =>
  r.status === 'accepted' || r.payment_status === 'paid' || r.payment_status === 'exempt' || r.payment_status === 'pending' || r.status === 'payment_in_progress';

/**
 * A paid, exempt or pending registration keeps the team (issue 31): what deleting it would lose
 * (the amount paid, the team number), that the server does not allow it, and the way on:
 * the organisers, who say about a refund and a withdrawal. No delete button.
 */
function HeldTeam({ theTeam, registration }: { theTeam: string; registration: RegisteredCompetition }) {
  const paid = registration.settled_payment;
  const pending = registration.payment_status === 'pending' || registration.status === 'payment_in_progress';
  const number = registration.team_number;
  const losses = [
    paid ? `la inscripción pagada (${formatMoney(paid.amount)})` : registration.payment_status === 'exempt' ? 'la inscripción exenta de pago' : null,
    number !== null ? `el número de equipo ${number}` : null,
  ].filter(Boolean);
  return (
    <>
      <Panel title={pending ? teamsApiMessages.paymentInProgress : teamsApiMessages.paidRegistration} tone="warning">
        <p>
          {theTeam.charAt(0).toUpperCase() + theTeam.slice(1)} está inscripto en {registration.name}
          {pending ? ' y tiene un pago informado que la organización todavía no confirmó.' : '.'}
          {losses.length > 0 ? ` Si se eliminara, perdería ${losses.join(' y ')}.` : ''}
        </p>
        <p>
          Eliminar el equipo no devuelve dinero. Si el equipo no va a participar, escribí a la organización desde Ayuda: te dicen si
          corresponde una devolución y cómo dar de baja al equipo.
        </p>
      </Panel>
      <div className={s.actions}>
        <ButtonLink href={appHref(href('help'))}>Escribir a la organización</ButtonLink>
        <ButtonLink href={appHref(DASHBOARD)} variant="secondary">
          Volver al inicio
        </ButtonLink>
      </div>
    </>
  );
}
