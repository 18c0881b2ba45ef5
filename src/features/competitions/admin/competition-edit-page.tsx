import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'wouter';
import { competitionsGet } from '@contracts/competitions';
import { can } from '@/lib/access/policy';
import { useEndpointQuery } from '@/api/query';
import { PageHeading } from '@/lib/routing/page-heading';
import { sessionUser } from '@/lib/session/session';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionForm } from './competition-form';
import { CompetitionNotFound } from './competition-view-page';
import { positiveId } from '@/lib/routing/route-id';
import * as s from './competition-admin.css';

/** SPEC §2 /dashboard/competitions/edit/{id} (admins; the prices in the form are the system admin's). */
export default function CompetitionEditPage({ title }: { title: string }) {
  useSignals();
  const id = positiveId(useParams().id);
  const competition = useEndpointQuery(competitionsGet, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const canManagePrices = can(sessionUser.value, 'priceNew');

  if (id === null || competition.error?.statusCode === 404) return <CompetitionNotFound />;
  return (
    <div className={s.page}>
      <PageHeading title={title} />
      {competition.isPending ? <Spinner label="Cargando la competencia…" showLabel /> : null}
      {competition.isLoadingError ? (
        <LoadError className={s.actions} message={m.loadError} onRetry={() => void competition.refetch()} />
      ) : null}
      {/* Keyed by the stored competition: the form starts from what was loaded, once. */}
      {competition.data ? <CompetitionForm key={competition.data.id} competition={competition.data} canManagePrices={canManagePrices} /> : null}
    </div>
  );
}
