import { useSearchParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { PageHeading } from '@/lib/routing/page-heading';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionNotFound } from './competition-view-page';
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

  if (raw !== null && fromQuery === null) return <CompetitionNotFound />;
  if (raw === null && current.error?.statusCode === 404) return <CompetitionNotFound />;
  const competitionId = fromQuery ?? current.data?.id;
  return (
    <div className={s.page}>
      <PageHeading title={title} />
      {competitionId === undefined && current.isPending ? <Spinner label="Cargando la competencia…" showLabel /> : null}
      {current.isLoadingError ? <LoadError className={s.actions} message={m.loadError} onRetry={() => void current.refetch()} /> : null}
      {competitionId !== undefined ? <PriceForm price={null} competitionId={competitionId} /> : null}
    </div>
  );
}
