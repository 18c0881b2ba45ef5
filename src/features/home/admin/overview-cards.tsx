import type { CompetitionOverview, MoneyLine } from '@contracts/entities/competition-overview';
import { Link } from 'react-aria-components';
import { competitionPhase } from '@/lib/competitions/competition-phase';
import { PhaseBadge } from '@/lib/competitions/phase-badge';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format/format';
import { registeredTeamStates, type TeamState } from '@contracts/entities/team-state';
import { paymentTypeLabels } from '@/lib/labels/payment-labels';
import { teamStateLabels, teamStateMeanings } from '@/lib/labels/team-state-labels';
import { href } from '@/lib/routing/routes';
import { Panel } from '@/ui/panel';
import { nextDeadline } from './next-deadline';
import * as s from './overview.css';

type Competition = NonNullable<CompetitionOverview['competition']>;

/** The competition counted: its phase (SPEC §4) and the next of its dates. */
export function CompetitionCard({ competition, now }: { competition: Competition; now?: Date }) {
  const phase = competitionPhase(competition, now);
  const deadline = nextDeadline(competition, now);
  return (
    <Panel title={competition.name}>
      <p className={s.competitionFacts}>
        <span>Edición {competition.edition}</span>
        <PhaseBadge phase={phase} />
      </p>
      <p>
        {deadline ? (
          <>
            Próximo plazo: <strong>{deadline.label}</strong> el {formatDateTime(deadline.at)}.
          </>
        ) : (
          'La competencia terminó: no quedan plazos.'
        )}
      </p>
      <Link href={href('competitions')} className={s.link}>
        Ver la competencia
      </Link>
    </Panel>
  );
}

const teamFigures = [
  ['registered', 'Inscriptos'],
  ['accepted', 'Aceptados'],
  ['complete', 'Completos'],
] as const satisfies readonly (readonly [keyof CompetitionOverview['teams'], string])[];

/** The team list filtered by one state, in the tables' URL scheme (decision 0016): the count's own rows. */
const teamsInState = (state: TeamState) => `${href('teams')}?${new URLSearchParams({ estado: state }).toString()}`;

/**
 * How far the registered teams got, in the one vocabulary of team states (issue 31, decision
 * 0063): the registered teams split by the state the team list's 'Estado' column shows, each
 * count a link to those rows, adding up to 'Inscriptos'; and a sentence for what 'Aceptados'
 * and 'Completos' include, so no two figures seem to disagree.
 */
export function TeamsCard({ teams }: { teams: CompetitionOverview['teams'] }) {
  const states = registeredTeamStates.filter((state) => teams.by_state[state] > 0 || alwaysShown.has(state));
  const total = teams.registered + teams.not_registered;
  return (
    <Panel title="Equipos">
      <dl className={s.figures}>
        {teamFigures.map(([key, name]) => (
          <div key={key} className={s.figure}>
            <dt className={s.figureName}>{name}</dt>
            <dd className={s.figureValue}>{formatNumber(teams[key])}</dd>
          </div>
        ))}
      </dl>
      <p className={s.note}>
        {formatNumber(teams.registered)} de {count(total, 'equipo', 'equipos')} {teams.registered === 1 ? 'está inscripto' : 'están inscriptos'} en
        la competencia; {formatNumber(teams.not_registered)} sin inscribir.
      </p>
      <h3 className={s.moneyTitle}>Inscriptos por estado</h3>
      <dl className={s.states}>
        {states.map((state) => (
          <div key={state} className={s.stateRow}>
            <dt className={s.stateName}>
              <Link href={teamsInState(state)} className={s.link} aria-label={`${teamStateLabels[state]}: ${count(teams.by_state[state], 'equipo', 'equipos')}`}>
                {teamStateLabels[state]}
              </Link>
              <span className={s.stateMeaning}>{teamStateMeanings[state]}</span>
            </dt>
            <dd className={s.stateCount}>{formatNumber(teams.by_state[state])}</dd>
          </div>
        ))}
        <div className={`${s.stateRow} ${s.moneyTotal}`}>
          <dt className={s.stateName}>Total</dt>
          <dd className={s.stateCount}>{formatNumber(teams.registered)}</dd>
        </div>
      </dl>
      <p className={s.note}>
        Aceptados: los de estado «{teamStateLabels.paid}» y «{teamStateLabels.exempt}», con número de equipo. Completos: con 3 miembros, timonel y
        embarcación, en cualquier estado; los {formatNumber(teams.registered - teams.complete)} que no, en «Para hacer».
      </p>
      <Link href={href('teams')} className={s.link}>
        Ver los {count(total, 'equipo', 'equipos')}
      </Link>
    </Panel>
  );
}

/** Shown even at 0: the steps every team goes through. The rare states only when a team is in them. */
const alwaysShown: ReadonlySet<TeamState> = new Set(['registered', 'payment_in_progress', 'paid', 'exempt']);

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

const payments = (count: number) => (count === 1 ? '1 pago' : `${formatNumber(count)} pagos`);

function MoneyRows({ lines, total }: { lines: readonly [string, MoneyLine][]; total?: string }) {
  return (
    <dl className={s.money}>
      {lines.map(([method, line]) => (
        <div key={method} className={s.moneyRow}>
          <dt>
            {method} <span className={s.note}>({payments(line.count)})</span>
          </dt>
          <dd className={s.moneyAmount}>{formatMoney(line.amount)}</dd>
        </div>
      ))}
      {total && (
        <div className={`${s.moneyRow} ${s.moneyTotal}`}>
          <dt>Total</dt>
          <dd className={s.moneyAmount}>{total}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Money received by method, and apart what teams declared and nobody confirmed yet: that is
 * 'declarado', never 'cobrado' (issue 21), so it is not added to what the organiser has.
 */
export function MoneyCard({ money }: { money: CompetitionOverview['money'] }) {
  const { received, declared } = money;
  const receivedTotal = received.mercadopago.amount + received.transfer.amount + received.cash.amount;
  return (
    <Panel title="Dinero">
      <h3 className={s.moneyTitle}>Recibido</h3>
      <MoneyRows
        lines={[
          [paymentTypeLabels.mercadopago, received.mercadopago],
          [paymentTypeLabels.transfer, received.transfer],
          [paymentTypeLabels.cash, received.cash],
        ]}
        total={formatMoney(receivedTotal)}
      />
      <h3 className={s.moneyTitle}>Declarado, sin confirmar</h3>
      <MoneyRows
        lines={[
          [paymentTypeLabels.transfer, declared.transfer],
          [paymentTypeLabels.cash, declared.cash],
        ]}
      />
      <p className={s.note}>Lo informó el equipo: no está cobrado hasta que un administrador lo confirme.</p>
      <Link href={href('payments')} className={s.link}>
        Ver los pagos
      </Link>
    </Panel>
  );
}
