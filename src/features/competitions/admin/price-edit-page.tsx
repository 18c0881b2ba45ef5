import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { LoadError } from '@/ui/load-error';
import { QueryView } from '@/ui/query-view';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { PriceForm } from './price-form';
import { positiveId } from '@/lib/routing/route-id';
import * as s from './competition-admin.css';

/**
 * SPEC §2 /dashboard/price/edit/{id} (system admin). A non-numeric id never gets here (the
 * route redirects it to competitions, src/lib/routing/route-redirects.ts); an unknown one says
 * `failureMessages.competitions.price`.
 */
export default function PriceEditPage({ title }: { title: string }) {
  const id = positiveId(useParams().id) ?? 0;
  const price = useEndpointQuery(competitionsEndpoints.getPrice, { params: { id } }, { enabled: id > 0 });
  return (
    <Page title={title} className={s.page}>
      {/* An id that is no id ('0') reads as a price the server does not have. */}
      <QueryView
        query={price}
        loadingLabel="Cargando el precio…"
        errorMessage={m.priceLoadError}
        errorClassName={s.actions}
        notFound={{ show: <LoadError className={s.actions} message={m.priceLoadError} onRetry={() => void price.refetch()} /> }}
        isMissing={id === 0}
      >
        {(loaded) => <PriceForm key={loaded.id} price={loaded} />}
      </QueryView>
    </Page>
  );
}
