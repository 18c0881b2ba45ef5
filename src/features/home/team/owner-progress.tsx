import { Link } from 'react-aria-components';
import type { UserProgress } from '@contracts/entities/users';
import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import { QueryView } from '@/ui/query-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { allStepsDone, progressSteps, type StepState } from '@/lib/team/progress-steps';
import { appHref } from '@/lib/routing/navigation';
import { ButtonLink } from '@/ui/button-link';
import { TeamSummary } from './team-summary';
import * as s from '../shared/home.css';
import * as failureMessages from '@/api/failure-messages';

const PROGRESS_ERROR = failureMessages.users.progress;
const stateText: Record<StepState, string> = { done: 'Completado', warning: 'Atención', pending: 'Pendiente' };

/** SPEC §2/§4: the owner's 5-step checklist, or 'Inscripción completa' with the team number. */
export function OwnerProgress() {
  const progress = useEndpointQuery(usersEndpoints.getProgress);
  return (
    <>
      <SavedDataNotice queries={[progress]} />
      <QueryView query={progress} loadingLabel="Cargando tu progreso…" errorMessage={PROGRESS_ERROR} errorClassName={s.stack}>
        {(loaded) => <ProgressCard progress={loaded} />}
      </QueryView>
    </>
  );
}

function ProgressCard({ progress }: { progress: UserProgress }) {
  const steps = progressSteps(progress);
  if (allStepsDone(steps)) {
    return (
      <>
        <section className={`${s.card} ${s.complete}`} aria-labelledby="inscripcion-completa">
          <h2 id="inscripcion-completa" className={s.cardTitle}>
            Inscripción completa
          </h2>
          <p>
            Tu equipo está inscripto. Número de equipo: <strong className={s.teamNumber}>{progress.team_number ?? '—'}</strong>
          </p>
        </section>
        <TeamSummary isOwner ageShownAbove />
      </>
    );
  }
  const done = steps.filter((step) => step.state === 'done').length;
  const activation = steps.find((step) => step.number === 1);
  return (
    <section className={s.card} aria-labelledby="progreso">
      <h2 id="progreso" className={s.cardTitle}>
        Tu inscripción: {done} de {steps.length} pasos
      </h2>
      <ol className={s.steps}>
        {steps.map((step) => (
          <li key={step.number} className={s.step[step.state]}>
            <span className={s.stepBadge[step.state]} aria-hidden="true">
              {step.state === 'done' ? '✓' : step.state === 'warning' ? '!' : step.number}
            </span>
            <span className={s.stepBody}>
              {/* A step that cannot be done yet is not a link: its screen would only say so. Activation has its button below. */}
              {step.state === 'done' || step.waitsFor || step.number === 1 ? (
                <span>{step.label}</span>
              ) : (
                <Link href={step.href} className={s.stepLink}>
                  {step.label}
                </Link>
              )}
              <span className={s.stepState}>{stateText[step.state]}</span>
              {step.detail && !step.waitsFor && <span className={s.stepDetail}>{step.detail}</span>}
              {step.waitsFor && <span className={s.stepState}>{step.waitsFor}</span>}
            </span>
          </li>
        ))}
      </ol>
      {/* A registered owner's one possible step (SPEC §2 words the activation action 'Completar ahora'). */}
      {activation && activation.state !== 'done' && (
        <ButtonLink href={appHref(activation.href)} variant="primary">
          Completar ahora
        </ButtonLink>
      )}
    </section>
  );
}
