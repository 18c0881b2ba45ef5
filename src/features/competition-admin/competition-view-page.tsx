import { useEffect } from 'react';
import { Redirect, useParams } from 'wouter';
import { competitionsGet } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/navigation';
import { PageHeading } from '@/lib/page-heading';
import { href } from '@/lib/routes';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast-store';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionDetail } from './competition-detail';
import { parseRouteId } from './route-id';
import * as s from './competition-admin.css';

/** Back to the competitions with SPEC §8's 'No se encontró la competencia.' */
export function CompetitionNotFound() {
  useEffect(() => {
    toast.error(m.notFound);
  }, []);
  return <Redirect to={appHref(href('competitions'))} replace />;
}

/** SPEC §2 /dashboard/competitions/view/{id}; an invalid or unknown id goes back to competitions. */
export default function CompetitionViewPage({ title }: { title: string }) {
  const id = parseRouteId(useParams().id);
  const competition = useEndpointQuery(competitionsGet, { params: { id: id ?? 0 } }, { enabled: id !== null });

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
