import { useState } from 'react';
import { competitionsEndpoints } from '@contracts/competitions';
import { resultsEndpoints } from '@contracts/results';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { LeaveWithMessage } from '@/ui/leave-with-message';
import { LoadError } from '@/ui/load-error';
import { PodiumWhatsApp } from '../shared/podium-whatsapp';
import { ResultsCompetition } from '../shared/results-competition';
import { ResultsTables, type ResultToDelete } from '../shared/results-tables';
import { LoadingView } from '@/ui/loading-view';
import { ComputedResults } from './computed-results-panel';
import { DeleteResultDialog } from './delete-result-dialog';
import { resultsAdminMessages as m } from './results-admin-messages';
import { useRouteId } from '@/lib/routing/route-id';
import { useAddResults } from './use-add-results';
import * as s from './results-admin.css';

/** Back to the competitions with SPEC §8's `competitionsApiMessages.notFound` */
function CompetitionNotFound() {
  return <LeaveWithMessage to={href('competitions')} message={m.notFound} />;
}

/**
 * SPEC §2 /dashboard/competitions/{id}/results (admins): the three official tables of a
 * competition, each with an add dialog and a delete confirmation. Prints like the teams'
 * results screen: a ceremony sheet headed by the competition, without the add and delete controls.
 */
export default function ResultsAdminPage({ title }: { title: string }) {
  const id = useRouteId();
  const enabled = id !== null;
  const competition = useEndpointQuery(competitionsEndpoints.get, { params: { id: id ?? 0 } }, { enabled });
  const results = useEndpointQuery(resultsEndpoints.getByCompetition, { params: { id: id ?? 0 } }, { enabled });
  const teams = useEndpointQuery(teamsEndpoints.listAccepted, { query: { competition_id: id ?? 0 } }, { enabled });
  const species = useEndpointQuery(competitionsEndpoints.listFishSpecies);
  const categories = useEndpointQuery(competitionsEndpoints.listCategories);
  const [toDelete, setToDelete] = useState<ResultToDelete | null>(null);
  const add = useAddResults({
    competitionId: id ?? 0,
    results: results.data,
    teams: teams.data,
    species: species.data,
    categories: categories.data,
  });

  if (id === null || competition.error?.statusCode === 404) return <CompetitionNotFound />;

  const c = competition.data;
  const failed = competition.isLoadingError ? competition : results.isLoadingError ? results : null;
  const lookupFailed = [teams, species, categories].find((q) => q.isLoadingError);
  const body = (() => {
    if (failed) return <LoadError message={failureMessage(failed.error, { retry: m.loadError })} onRetry={() => void failed.refetch()} />;
    if (!c || !results.data) return <LoadingView label="Cargando los resultados…" queries={[competition, results]} />;
    return (
      <>
        {lookupFailed ? (
          <LoadError className={s.screenOnly} message={m.lookupsError} onRetry={() => void lookupFailed.refetch()} />
        ) : null}
        <ComputedResults competitionId={c.id} />
        <PodiumWhatsApp competition={c} results={results.data} />
        <ResultsTables results={results.data} csvPrefix={`resultados-${c.edition}`} manage={{ onDelete: setToDelete, addActions: add.actions }} />
      </>
    );
  })();

  return (
    <Page title={title} className={s.page}>
      {c && <ResultsCompetition competition={c} />}
      <div className={s.screenOnly}>
        <ButtonLink variant="secondary" size="sm" href={appHref(href('competitionView', { id: id }))}>
          Volver a la competencia
        </ButtonLink>
      </div>
      {body}
      {add.dialogs}
      <DeleteResultDialog target={toDelete} onClose={() => setToDelete(null)} />
    </Page>
  );
}
