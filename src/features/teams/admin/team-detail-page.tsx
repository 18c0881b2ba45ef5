import { useState } from 'react';
import { competitionsEndpoints } from '@contracts/competitions';
import { teamsEndpoints } from '@contracts/teams';
import type { TeamDetail } from '@contracts/entities/teams';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { PageHeading } from '@/lib/routing/page-heading';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { QueryView } from '@/ui/query-view';
import { setApart } from '@/ui/set-apart.css';
import { ExemptionDialog } from './exemption-dialog';
import { canExempt, canRecordPayment, canRemoveExemption } from './payment-actions';
import { RecordPaymentDialog } from './record-payment-dialog';
import { cashMethod, transferMethod } from './record-payment-methods';
import { RemoveExemptionDialog } from './remove-exemption-dialog';
import { useRouteId } from '@/lib/routing/route-id';
import { teamAdminMessages as msg } from './team-admin-messages';
import { BoatCard, InfoCard, MembersCard, OwnerCard, PaymentCard } from './team-detail-cards';
import * as s from './team-admin.css';

type OpenDialog = 'transfer' | 'cash' | 'exempt' | 'removeExemption' | null;

/**
 * SPEC §2 admin team detail (/dashboard/teams/view/{id}): info, boat, members and payment
 * cards, and the payment dialogs SPEC §4 allows for the team's current state. An unknown id
 * goes back to the team list with `teamsApiMessages.notFound` (SPEC §8).
 */
export default function TeamDetailPage({ title }: { title: string }) {
  const id = useRouteId();
  const detail = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: id ?? 0 } }, { enabled: id !== null });
  return (
    <div className={s.page}>
      <PageHeading title={detail.data ? `${title}: ${detail.data.team.name}` : title} />
      <div className={s.actions}>
        <ButtonLink href={appHref(href('teams'))} variant="secondary">
          Volver a equipos
        </ButtonLink>
        {id !== null && detail.data && (
          <ButtonLink href={appHref(href('teamEdit', { id }))} variant="secondary">
            Editar equipo
          </ButtonLink>
        )}
      </div>
      <QueryView
        query={detail}
        loadingLabel="Cargando el equipo…"
        errorMessage={msg.loadError}
        errorClassName={s.stack}
        notFound={{ to: href('teams'), message: msg.notFound }}
        isMissing={id === null}
      >
        {(loaded) => <TeamDetailView detail={loaded} />}
      </QueryView>
    </div>
  );
}

export function TeamDetailView({ detail }: { detail: TeamDetail }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  // The detail is the current competition's; its name goes in a payment reminder by WhatsApp.
  const competition = useEndpointQuery(competitionsEndpoints.getCurrent);
  const close = () => setOpen(null);
  const { stats } = detail;
  const registrationId = stats.team_competition_id;
  const recordable = canRecordPayment(stats);
  const actions = (
    <div className={s.actions}>
      {recordable && (
        <Button variant="secondary" onPress={() => setOpen('transfer')}>
          Registrar transferencia
        </Button>
      )}
      {recordable && (
        <Button variant="secondary" onPress={() => setOpen('cash')}>
          Registrar efectivo
        </Button>
      )}
      {canExempt(stats) && (
        <Button variant="secondary" onPress={() => setOpen('exempt')}>
          Eximir del pago
        </Button>
      )}
      {canRemoveExemption(stats) && (
        <Button variant="danger" className={setApart} onPress={() => setOpen('removeExemption')}>
          Quitar exención
        </Button>
      )}
    </div>
  );
  return (
    <>
      <div className={s.cards}>
        <InfoCard detail={detail} />
        <PaymentCard detail={detail} actions={actions} />
        <BoatCard detail={detail} />
        <MembersCard detail={detail} />
        <OwnerCard detail={detail} competitionName={competition.data?.name ?? null} />
      </div>
      <RecordPaymentDialog method={transferMethod} teamId={detail.team.id} isOpen={open === 'transfer'} onClose={close} />
      <RecordPaymentDialog method={cashMethod} teamId={detail.team.id} isOpen={open === 'cash'} onClose={close} />
      {registrationId !== null && (
        <>
          <ExemptionDialog registrationId={registrationId} isOpen={open === 'exempt'} onClose={close} />
          <RemoveExemptionDialog
            registrationId={registrationId}
            teamName={detail.team.name}
            isOpen={open === 'removeExemption'}
            onClose={close}
          />
        </>
      )}
    </>
  );
}
