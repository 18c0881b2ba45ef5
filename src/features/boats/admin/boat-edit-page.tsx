import { useLocation } from 'wouter';
import { boatsEndpoints } from '@contracts/boats';
import { changedFields } from '@contracts/core/partial';
import type { Boat } from '@contracts/entities/boats';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { boatFormValues } from '../shared/boat-form-values';
import { failureMessage } from '@/lib/forms/failure-message';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { useQueryId, useRouteId } from '@/lib/routing/route-id';
import { href } from '@/lib/routing/routes';
import { QueryView } from '@/ui/query-view';
import { toast } from '@/ui/toast-store';
import { AdminBoatForm } from './admin-boat-form';
import { boatReturnHref } from './boat-route';
import { boatsAdminMessages as msg } from './boats-admin-messages';
import * as s from './boats-admin.css';

/**
 * SPEC §2 /dashboard/boats/edit/{id}?teamId: an admin edits a boat, sending only the changed
 * fields. Opened from a team (`teamId`) it names the team and returns there; from the list it
 * returns to the list. An unknown id says `boatsApiMessages.notFound` and goes to the list.
 */
export default function BoatEditPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const id = useRouteId();
  const teamId = useQueryId('teamId');
  const boat = useEndpointQuery(boatsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
  // Only to name the team; the boat screen works without it.
  const team = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: teamId ?? 0 } }, { enabled: teamId !== null });
  return (
    <Page title={title} className={s.formPage}>
      {team.data ? <p className={s.lead}>Equipo: {team.data.team.name}</p> : null}
      <QueryView
        query={boat}
        loadingLabel="Cargando la embarcación…"
        errorMessage={msg.loadError}
        notFound={{ to: href('boats'), message: msg.boatNotFound }}
        isMissing={id === null}
      >
        {(loaded) => <EditForm key={loaded.id} boat={loaded} back={boatReturnHref(teamId)} onDone={(to) => navigate(appHref(to))} />}
      </QueryView>
    </Page>
  );
}

function EditForm({ boat, back, onDone }: { boat: Boat; back: string; onDone: (to: string) => void }) {
  const update = useEndpointMutation(boatsEndpoints.update);
  const stored = boatFormValues(boat);
  return (
    <AdminBoatForm
      initialValues={stored}
      submitLabel="Guardar cambios"
      cancelHref={back}
      onSave={async (data) => {
        const body = changedFields(stored, data);
        if (!body) {
          toast.info(msg.noChanges);
          return null;
        }
        const res = await update.call({ params: { id: boat.id }, body });
        if (!res.ok) {
          toast.error(failureMessage(res, { retry: msg.updateError }));
          return res;
        }
        toast.success(msg.updated);
        onDone(back);
        return null;
      }}
    />
  );
}
