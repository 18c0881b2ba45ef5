import { useSearchParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { LeaveWithMessage } from '@/ui/leave-with-message';
import { QueryView } from '@/ui/query-view';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { competitionNotFound } from './competition-by-id';
import { PriceForm } from './price-form';
import { positiveId } from '@/lib/routing/route-id';
import * as s from './competition-admin.css';

/**
 * SPEC §2 /dashboard/price/new (system admin): a price for the competition named by
 * ?competition_id= (the detail's 'Agregar precio' link), else for the current competition.
 */
export default function PriceNewPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const raw = params.get('competition_id');
  const fromQuery = positiveId(raw ?? undefined);
  const current = useEndpointQuery(competitionsEndpoints.getCurrent, undefined, { enabled: raw === null });

  if (raw !== null && fromQuery === null) return <LeaveWithMessage {...competitionNotFound()} />;
  return (
    <Page title={title} className={s.page}>
      {fromQuery !== null ? (
        <PriceForm price={null} competitionId={fromQuery} />
      ) : (
        <QueryView
          query={current}
          loadingLabel="Cargando la competencia…"
          errorMessage={m.loadError}
          errorClassName={s.actions}
          notFound={competitionNotFound()}
        >
          {(competition) => <PriceForm price={null} competitionId={competition.id} />}
        </QueryView>
      )}
    </Page>
  );
}
