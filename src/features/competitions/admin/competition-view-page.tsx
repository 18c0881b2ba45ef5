import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { PageHeading } from '@/lib/routing/page-heading';
import { href } from '@/lib/routing/routes';
import { LeaveWithMessage } from '@/ui/leave-with-message';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionDetail } from './competition-detail';
import { positiveId } from '@/lib/routing/route-id';
import * as s from './competition-admin.css';

/** Back to the competitions with SPEC §8's 'No se encontró la competencia.' */
export function CompetitionNotFound() {
  return <LeaveWithMessage to={href('competitions')} message={m.notFound} />;
}

/** SPEC §2 /dashboard/competitions/view/{id}; an invalid or unknown id goes back to competitions. */
export default function CompetitionViewPage({ title }: { title: string }) {
  const id = positiveId(useParams().id);
  const competition = useEndpointQuery(competitionsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

  if (id === null || competition.error?.statusCode === 404) return <CompetitionNotFound />;
  return (
    <div className={s.page}>
      <PageHeading title={title} />
      {competition.isPending ? <Spinner label="Cargando la competencia…" showLabel /> : null}
      {competition.isLoadingError ? (
        <LoadError className={s.actions} message={m.loadError} onRetry={() => void competition.refetch()} />
      ) : null}
      {competition.data ? <CompetitionDetail competition={competition.data} /> : null}
    </div>
  );
}
