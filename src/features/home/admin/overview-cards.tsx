import type { CompetitionOverview, MoneyLine } from '@contracts/entities/competition-overview';
import { Link } from 'react-aria-components';
import { competitionPhase } from '@/lib/competitions/competition-phase';
import { PhaseBadge } from '@/lib/competitions/phase-badge';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format/format';
import { paymentTypeLabels } from '@/lib/labels/payment-labels';
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
  ['complete', 'Completos'],
  ['accepted', 'Aceptados'],
  ['paid', 'Pagados'],
  ['exempt', 'Exentos'],
] as const satisfies readonly (readonly [keyof CompetitionOverview['teams'], string])[];

/** How far the registered teams got. */
export function TeamsCard({ teams }: { teams: CompetitionOverview['teams'] }) {
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
      <p className={s.note}>Completos: con 3 miembros, timonel y embarcación. Aceptados: con el pago confirmado o exentos, y con número de equipo.</p>
      <Link href={href('teams')} className={s.link}>
        Ver los equipos
      </Link>
    </Panel>
  );
}

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
