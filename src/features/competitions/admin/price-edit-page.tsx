import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { PageHeading } from '@/lib/routing/page-heading';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { PriceForm } from './price-form';
import { positiveId } from '@/lib/routing/route-id';
import * as s from './competition-admin.css';

/**
 * SPEC §2 /dashboard/price/edit/{id} (system admin). A non-numeric id never gets here (the
 * route redirects it to competitions, src/lib/routing/route-redirects.ts); an unknown one says
 * 'Error al obtener el precio'.
 */
export default function PriceEditPage({ title }: { title: string }) {
  const id = positiveId(useParams().id) ?? 0;
  const price = useEndpointQuery(competitionsEndpoints.getPrice, { params: { id } }, { enabled: id > 0 });
  return (
    <div className={s.page}>
      <PageHeading title={title} />
      {price.isPending && id > 0 ? <Spinner label="Cargando el precio…" showLabel /> : null}
      {price.isLoadingError || id === 0 ? (
        <LoadError className={s.actions} message={m.priceLoadError} onRetry={() => void price.refetch()} />
      ) : null}
      {price.data ? <PriceForm key={price.data.id} price={price.data} /> : null}
    </div>
  );
}
