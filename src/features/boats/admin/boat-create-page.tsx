import { useLocation } from 'wouter';
import { boatsEndpoints } from '@contracts/boats';
import type { TeamDetail } from '@contracts/entities/teams';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { emptyBoatValues } from '../shared/boat-form-values';
import { failureMessage } from '@/lib/forms/failure-message';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { useQueryId } from '@/lib/routing/route-id';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { toast } from '@/ui/toast-store';
import { AdminBoatForm } from './admin-boat-form';
import { boatReturnHref } from './boat-route';
import { boatsAdminMessages as msg } from './boats-admin-messages';
import * as s from './boats-admin.css';
import { boatsApiMessages } from '@contracts/boats-messages';

/**
 * SPEC §2 /dashboard/boats/create?teamId: an admin registers the boat of the team given in
 * the query (`POST /boats/admin`), then returns to the team's detail. Without a known team
 * it says `teamsApiMessages.idNotFound` and goes to the boat list.
 */
export default function BoatCreatePage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const teamId = useQueryId('teamId');
  const team = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: teamId ?? 0 } }, { enabled: teamId !== null });
  const create = useEndpointMutation(boatsEndpoints.createAdmin);
  const content = (detail: TeamDetail) => {
    const { boat } = detail;
    if (boat) {
      // SPEC §9: one boat per team. Offer the edit instead of a form the server would refuse.
      return (
        <Panel title={boatsApiMessages.alreadyHasBoat}>
          <p>
            {detail.team.name} ya registró «{boat.name}». Podés editarla.
          </p>
          <div className={s.actions}>
            <ButtonLink href={appHref(`${href('boatEdit', { id: boat.id })}?teamId=${teamId}`)}>Editar embarcación</ButtonLink>
          </div>
        </Panel>
      );
    }
    const back = boatReturnHref(teamId);
    return (
      <>
        <p className={s.lead}>Equipo: {detail.team.name}</p>
        <AdminBoatForm
          initialValues={emptyBoatValues}
          submitLabel="Registrar embarcación"
          cancelHref={back}
          onSave={async (data) => {
            const res = await create.call({ body: { ...data, team_id: teamId! } });
            if (!res.ok) {
              toast.error(failureMessage(res, { retry: msg.createError }));
              return res;
            }
            toast.success(msg.created);
            navigate(appHref(back));
            return null;
          }}
        />
      </>
    );
  };

  return (
    <Page title={title} className={s.formPage}>
      <QueryView
        query={team}
        loadingLabel="Cargando el equipo…"
        errorMessage={msg.teamLoadError}
        notFound={{ to: href('boats'), message: msg.teamNotFound }}
        isMissing={teamId === null}
      >
        {content}
      </QueryView>
    </Page>
  );
}
