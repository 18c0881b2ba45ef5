import { Link } from 'react-aria-components';
import { competitionsEndpoints } from '@contracts/competitions';
import type { MemberCompetitions, RegisteredCompetition } from '@contracts/entities/competitions';
import type { UserProgress } from '@contracts/entities/users';
import { TEAM_SIZE } from '@contracts/entities/teams';
import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import { QueryView } from '@/ui/query-view';
import { chargedAmount, nextPriceOf, priceToday } from '@/lib/competitions/price-today';
import { formatDateTime, formatDayMonth, formatMoney, formatTransferAmount } from '@/lib/format/format';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { allStepsDone, progressSteps, type StepState } from '@/lib/team/progress-steps';
import { href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { competitionOfTeam } from './what-comes-next';
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
              {/* A step that cannot be done yet is not a link: its screen would only say so. */}
              {step.state === 'done' || step.waitsFor ? (
                <span>{step.label}</span>
              ) : (
                <Link href={step.href} className={s.stepLink}>
                  {step.label}
                </Link>
              )}
              <span className={s.stepState}>{stateText[step.state]}</span>
              {step.detail && !step.waitsFor && <span className={s.stepDetail}>{step.detail}</span>}
              {step.number === 4 && step.state !== 'done' && !step.waitsFor ? <MembersStepAction progress={progress} /> : null}
              {step.number === 5 && step.state !== 'done' && !step.waitsFor ? <PayStepDetail /> : null}
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

/**
 * Step 4's way to the member form (issue 31: 'Falta designar un timonel' had none): the add form
 * while members are short (it has the helmsman box), else the members, whose 'Editar' sets it.
 */
function MembersStepAction({ progress }: { progress: UserProgress }) {
  const short = progress.members_count < TEAM_SIZE;
  const target = short ? `${href('myMembers')}#create` : href('myMembers');
  const label = !short ? 'Designar el timonel' : progress.has_helmsman ? 'Agregar un miembro' : 'Agregar un miembro y designar el timonel';
  return (
    <Link href={target} className={s.stepLink}>
      {label}
    </Link>
  );
}

/** GET /competitions answers a team account with an object; anything else has no registration. */
const registeredOf = (answer: MemberCompetitions | unknown[] | undefined): RegisteredCompetition[] =>
  !answer || Array.isArray(answer) ? [] : answer.registeredCompetitions;

/** The amount to pay today and until when, the price after that (issue 31: the price rises on a date the step did not say). */
export function payStepText(registration: RegisteredCompetition | null, now: Date = new Date()): string | null {
  if (!registration) return 'Primero inscribí al equipo en la competencia.';
  if (registration.payment_status === 'pending') return 'Pago informado: falta que lo confirme la organización.';
  const price = priceToday(registration.prices, 'transfer', now) ?? priceToday(registration.prices, 'mercadopago', now) ?? priceToday(registration.prices, 'cash', now);
  if (!price) return 'Hoy no hay un plazo de pago abierto.';
  const money = price.payment_type === 'transfer' ? formatTransferAmount : (n: number) => formatMoney(n);
  const how = price.payment_type === 'transfer' ? ' por transferencia' : price.payment_type === 'cash' ? ' en efectivo' : ' con tarjeta';
  const next = nextPriceOf(registration.prices, price);
  const after = next ? `; desde el ${formatDayMonth(next.start_date)}, ${money(chargedAmount(next))}` : '';
  return `${money(chargedAmount(price))}${how} hasta el ${formatDateTime(price.end_date)}${after}.`;
}

function PayStepDetail() {
  const competitions = useEndpointQuery(competitionsEndpoints.list);
  if (!competitions.isSuccess) return null;
  const text = payStepText(competitionOfTeam(registeredOf(competitions.data)));
  return text ? (
<span className={s.stepDetail}>{text}</span>
  ) : null;
}
