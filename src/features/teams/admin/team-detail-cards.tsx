import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { categoryLabels } from '@contracts/enums';
import type { PaymentHistoryRow } from '@contracts/entities/payments';
import { TEAM_SIZE, type TeamDetail } from '@contracts/entities/teams';
import { formatDateTime, formatMoney } from '@/lib/format/format';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { memberCategoryLabel } from '@/lib/labels/member-category-labels';
import {
  paymentStatusLabels,
  paymentStatusTone,
  paymentTypeLabels,
  teamPaymentStatusLabels,
  teamPaymentStatusTone,
} from '@/lib/labels/payment-labels';
import { teamCompetitionStatus } from '@/lib/team/team-competition-status';
import { OwnerWhatsAppLink } from '@/lib/whatsapp/owner-whatsapp-link';
import { PhoneLink } from '@/lib/whatsapp/phone-link';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button-link';
import { Fact, FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import { actions } from '@/ui/page.css';
import { teamMissingSteps } from './team-missing-steps';
import * as s from './team-admin.css';

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined ? '—' : String(value));

/** SPEC §4 display label of the registration ('Sin inscribir' when the team is not in the competition). */
function StatusBadge({ stats }: { stats: TeamDetail['stats'] }) {
  const { label, tone } = teamCompetitionStatus(stats.status === null ? null : { status: stats.status, payment_status: stats.payment_status });
  return <Badge tone={tone}>{label}</Badge>;
}

export function InfoCard({ detail }: { detail: TeamDetail }) {
  const { stats } = detail;
  return (
    <Panel title="Información">
      <FactsList layout="rows">
        <Fact term="Estado">
          <StatusBadge stats={stats} />
        </Fact>
        <Fact term="N.º de equipo">{orDash(stats.team_number)}</Fact>
        <Fact term="N.º de inscripción">{orDash(stats.registration_number)}</Fact>
        <Fact term="Barra pesquera">{detail.institution.name}</Fact>
        <Fact term="Categorías">
          {detail.categories.length === 0 ? 'Sin categorías' : detail.categories.map((c) => categoryLabels[c.category_id]).join(', ')}
        </Fact>
      </FactsList>
    </Panel>
  );
}

export function BoatCard({ detail }: { detail: TeamDetail }) {
  const boat = detail.boat;
  return (
    <Panel title="Embarcación">
      {boat ? (
        <FactsList layout="rows">
          <Fact term="Nombre">{boat.name}</Fact>
          <Fact term="Matrícula">{boat.registration_number}</Fact>
          <Fact term="Motor">{`${boat.engine_brand}, ${boat.hp} HP`}</Fact>
          <Fact term="Radio">{boat.has_radio ? 'Sí' : 'No'}</Fact>
          <Fact term="Yate">{boat.is_yacht ? 'Sí' : 'No'}</Fact>
        </FactsList>
      ) : (
        <p className={s.lead}>El equipo todavía no registró su embarcación.</p>
      )}
      <div className={actions}>
        <ButtonLink
          variant="secondary"
          size="sm"
          href={appHref(`${boat ? href('boatEdit', { id: boat.id }) : href('boatCreate')}?teamId=${detail.team.id}`)}
        >
          {boat ? 'Editar embarcación' : 'Registrar embarcación'}
        </ButtonLink>
      </div>
    </Panel>
  );
}

export function MembersCard({ detail }: { detail: TeamDetail }) {
  const teamQuery = `?teamId=${detail.team.id}`;
  return (
    <Panel title={`Miembros (${detail.members.length}/${TEAM_SIZE})`}>
      {detail.members.length === 0 ? (
        <p className={s.lead}>El equipo no tiene miembros.</p>
      ) : (
        <ul className={s.list}>
          {detail.members.map((m) => {
            const name = `${m.personal_info.first_name} ${m.personal_info.last_name}`;
            return (
              <li key={m.user_id}>
                {name}{' '}
                <Link href={appHref(`${href('teamMemberEdit', { userId: m.user_id })}${teamQuery}`)} aria-label={`Editar a ${name}`}>
                  Editar
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {detail.members.length < TEAM_SIZE && (
        <div>
          <ButtonLink href={appHref(`${href('teamMemberAdd')}${teamQuery}`)} variant="secondary" size="sm">
            Agregar participante
          </ButtonLink>
        </div>
      )}
    </Panel>
  );
}

/** Money is 'declarado' until an admin or the provider approves it (GUIDE: never 'cobrado' before). */
const paymentLine = (p: PaymentHistoryRow) =>
  `${paymentTypeLabels[p.type]} · ${formatMoney(p.amount)}${p.status === 'pending' ? ' declarado' : ''} · ${formatDateTime(p.date)}`;

/** Where a payment waiting for an admin is decided: a transfer in its queue, cash or a card payment in its detail. */
function decideLink(p: PaymentHistoryRow) {
  if (p.status !== 'pending') return null;
  return p.type === 'transfer'
    ? { href: href('pendingTransferView', { id: p.id }), label: 'Decidir la transferencia' }
    : { href: href('paymentView', { id: p.id }), label: p.type === 'cash' ? 'Confirmar la recepción' : 'Ver el pago' };
}

function PaymentEntry({ payment }: { payment: PaymentHistoryRow }) {
  const link = decideLink(payment);
  return (
    <>
      {paymentLine(payment)}{' '}
      <Badge tone={paymentStatusTone[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>
      {payment.transfer_rejection_reason ? ` Motivo del rechazo: ${payment.transfer_rejection_reason}` : null}
      {link ? (
        <>
          {' '}
          <Link href={appHref(link.href)}>{link.label}</Link>
        </>
      ) : null}
    </>
  );
}

function PaymentList({ payments }: { payments: PaymentHistoryRow[] }) {
  return (
    <ul className={s.list}>
      {payments.map((p) => (
        <li key={p.id}>
          <PaymentEntry payment={p} />
        </li>
      ))}
    </ul>
  );
}

export function PaymentCard({ detail, actions }: { detail: TeamDetail; actions: ReactNode }) {
  const { stats } = detail;
  const exemptionReason = memberCategoryLabel(stats.exemption_reason);
  // Each payment once: the latest (with its status, and the way to decide it while pending),
  // any other one waiting, then the rest of the history.
  const latest = stats.latest_payment;
  const otherPending = stats.pending_payments.filter((p) => p.id !== latest?.id);
  const earlier = stats.payment_history.filter((p) => p.id !== latest?.id && p.status !== 'pending');
  return (
    <Panel title="Pago">
      <FactsList layout="rows">
        <Fact term="Estado del pago">
          <Badge tone={teamPaymentStatusTone[stats.payment_status]}>{teamPaymentStatusLabels[stats.payment_status]}</Badge>
        </Fact>
        {stats.is_payment_exempt && (
          <Fact term="Motivo de la exención">{[exemptionReason, stats.exemption_notes].filter(Boolean).join(': ') || '—'}</Fact>
        )}
        <Fact term="Total pagado">
          {formatMoney(stats.total_paid_amount)}
          {stats.is_payment_exempt && ' (exento: no paga la inscripción)'}
        </Fact>
        <Fact term="Último pago">{latest ? <PaymentEntry payment={latest} /> : 'Sin pagos'}</Fact>
        {otherPending.length > 0 && (
          <Fact term="Otros pagos a confirmar">
            <PaymentList payments={otherPending} />
          </Fact>
        )}
        {earlier.length > 0 && (
          <Fact term="Pagos anteriores">
            <PaymentList payments={earlier} />
          </Fact>
        )}
      </FactsList>
      {actions}
    </Panel>
  );
}

/**
 * The team's owner and how to reach them: the phone as given and, while the team lacks a step,
 * 'Escribir por WhatsApp' with the reminders' words (issue 22). `competitionName` is the
 * current competition's, which a payment reminder names; only then does the link wait for it.
 */
export function OwnerCard({ detail, competitionName }: { detail: TeamDetail; competitionName: string | null }) {
  const { owner } = detail;
  const steps = teamMissingSteps(detail);
  return (
    <Panel title="Dueño del equipo">
      {owner ? (
        <FactsList layout="rows">
          <Fact term="Nombre">{`${owner.first_name} ${owner.last_name}`}</Fact>
          <Fact term="Teléfono">
            <PhoneLink phone={owner.phone} />
          </Fact>
        </FactsList>
      ) : (
        <p className={s.lead}>El equipo no tiene un dueño con cuenta.</p>
      )}
      {/* The payment reminder names the competition: the link waits for it. */}
      {(competitionName !== null || !steps.includes('payment_due')) && (
        <div className={actions}>
          <OwnerWhatsAppLink
            owner={owner}
            steps={steps}
            facts={{ teamName: detail.team.name, membersCount: detail.members.length, competitionName: competitionName ?? '' }}
          />
        </div>
      )}
    </Panel>
  );
}
