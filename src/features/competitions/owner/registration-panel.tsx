import { useState } from 'react';
import { Link } from 'react-aria-components';
import type { Competition, RegisteredCompetition } from '@contracts/entities/competitions';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { usersEndpoints } from '@contracts/users';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { isRegistrationOpen } from '@/lib/competitions/competition-phase';
import { failureMessage } from '@/lib/forms/failure-message';
import { progressSteps } from '@/lib/team/progress-steps';
import { teamCompetitionStatus } from '@/lib/team/team-competition-status';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Panel } from '@/ui/panel';
import { setApart } from '@/ui/set-apart.css';
import { LoadingView } from '@/ui/loading-view';
import { toast } from '@/ui/toast-store';
import { competitionTexts } from './competition-texts';
import * as s from './competition.css';
import { teamCompetitionsApiMessages } from '@contracts/team-competitions-messages';

export type RegistrationPanelProps = {
  competition: Competition;
  registration: RegisteredCompetition | undefined;
  /** The team's owner acts; a member (or an owner-role account on someone else's team) reads. */
  canAct: boolean;
  now?: Date;
};

/** The team's state in the competition (SPEC §4 labels), with register for the owner (cancel is `CancelRegistration`). */
export function RegistrationPanel({ competition, registration, canAct, now }: RegistrationPanelProps) {
  return (
    <Panel title="Inscripción del equipo">
      {registration ? (
        <RegisteredState registration={registration} />
      ) : (
        <>
          <p>El equipo no está inscripto en esta competencia.</p>
          {canAct ? <RegisterAction competition={competition} now={now} /> : null}
        </>
      )}
    </Panel>
  );
}

function RegisteredState({ registration }: { registration: RegisteredCompetition }) {
  const status = teamCompetitionStatus(registration);
  return (
    <>
      <p className={s.headerLine}>
        <span>Estado de la inscripción:</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      {registration.team_number !== null ? <p>Número de equipo: {registration.team_number}</p> : null}
    </>
  );
}

/** Whether the owner may cancel: a registered team with nothing paid or in progress. */
export const isCancellable = (registration: RegisteredCompetition | undefined, canAct: boolean) =>
  canAct && registration?.status === 'registered' && registration.payment_status === 'unpaid';

/**
 * Cancelling the registration, apart from the registration's state: on the page it comes after
 * the payment and the competition's details, so on a phone the first action after registering
 * is paying, not the red 'Cancelar inscripción' (issue 31).
 */
export function CancelRegistration({ competition }: { competition: Pick<Competition, 'id'> }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useEndpointMutation(teamCompetitionsEndpoints.cancel);
  const onCancel = async () => {
    const res = await cancel.call({ params: { competitionId: competition.id } });
    setConfirming(false);
    if (res.ok) toast.success(res.message || teamCompetitionsApiMessages.cancelled);
    else toast.error(failureMessage(res, { retry: competitionTexts.cancelError }));
  };
  return (
    <Panel title="Cancelar la inscripción" headingLevel={2}>
      <p>Si el equipo no va a participar, podés cancelar la inscripción mientras no haya un pago informado.</p>
      <div className={s.actions}>
        <Button variant="danger" className={setApart} onPress={() => setConfirming(true)}>
          Cancelar inscripción
        </Button>
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title="¿Cancelar la inscripción?"
          message="El equipo deja de estar inscripto en la competencia. Podés volver a inscribirlo mientras las inscripciones estén abiertas."
          confirmLabel="Cancelar inscripción"
          cancelLabel="Volver"
          tone="danger"
          onConfirm={onCancel}
        />
      </div>
    </Panel>
  );
}

function RegisterAction({ competition, now }: { competition: Competition; now?: Date }) {
  const open = isRegistrationOpen(competition, now);
  const progress = useEndpointQuery(usersEndpoints.getProgress, undefined, { enabled: open });
  const register = useEndpointMutation(teamCompetitionsEndpoints.register);
  if (!open) return <p>Las inscripciones no están abiertas: no se puede inscribir el equipo ahora.</p>;
  if (progress.isPending) return <LoadingView label="Revisando los pasos de la inscripción…" queries={[progress]} />;
  // Steps 1 to 4 of the home checklist make a team complete; step 5 (paying) comes after registering.
  const missing = progress.data ? progressSteps(progress.data).slice(0, 4).find((step) => step.state !== 'done') : undefined;
  if (missing) {
    return (
      <p>
        Para inscribir al equipo falta un paso: <Link href={missing.href}>{missing.label}</Link>
        {missing.detail ? ` (${missing.detail})` : ''}.
      </p>
    );
  }
  const onRegister = async () => {
    const res = await register.call({ params: { competitionId: competition.id } });
    if (res.ok) toast.success(res.message || teamCompetitionsApiMessages.registered);
    else toast.error(failureMessage(res, { retry: competitionTexts.registerError }));
  };
  return (
    <div className={s.actions}>
      <Button onPress={() => void onRegister()} isPending={register.isPending}>
        Inscribir al equipo
      </Button>
    </div>
  );
}
