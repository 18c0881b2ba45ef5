import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { can } from '@/lib/access/policy';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { sessionUser } from '@/lib/session/session';
import { QueryView } from '@/ui/query-view';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionForm } from './competition-form';
import { competitionNotFound } from './competition-view-page';
import { positiveId } from '@/lib/routing/route-id';
import * as s from './competition-admin.css';

/** SPEC §2 /dashboard/competitions/edit/{id} (admins; the prices in the form are the system admin's). */
export default function CompetitionEditPage({ title }: { title: string }) {
  useSignals();
  const id = positiveId(useParams().id);
  const competition = useEndpointQuery(competitionsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const canManagePrices = can(sessionUser.value, 'priceNew');

  return (
    <Page title={title} className={s.page}>
      <QueryView
        query={competition}
        loadingLabel="Cargando la competencia…"
        errorMessage={m.loadError}
        errorClassName={s.actions}
        notFound={competitionNotFound()}
        isMissing={id === null}
      >
        {/* Keyed by the stored competition: the form starts from what was loaded, once. */}
        {(loaded) => <CompetitionForm key={loaded.id} competition={loaded} canManagePrices={canManagePrices} />}
      </QueryView>
    </Page>
  );
}
