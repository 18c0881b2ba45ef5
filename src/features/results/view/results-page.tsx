import { competitionsEndpoints } from '@contracts/competitions';
import { resultsEndpoints } from '@contracts/results';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { Page } from '@/ui/page';
import { useOwnTeam } from '@/lib/team/team-readings';
import { LoadError } from '@/ui/load-error';
import { PodiumWhatsApp } from '../shared/podium-whatsapp';
import { ResultsCompetition } from '../shared/results-competition';
import { hasResults, ResultsTables } from '../shared/results-tables';
import { LoadingView } from '@/ui/loading-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import * as s from './results.css';
import * as failureMessages from '@/api/failure-messages';

export const LOAD_ERROR = failureMessages.results.list;
/** SPEC §2: no tables yet because the competition has not finished or its results are not published. */
export const NO_RESULTS = 'La competencia todavía no terminó o sus resultados aún no se publicaron.';

/**
 * SPEC §2 /dashboard/results (owners and members): the current competition's official
 * results, the reader's team set apart in every table. Prints as a ceremony sheet: the
 * dashboard's navigation is not printed, the competition's name, edition and dates head it.
 */
export default function ResultsPage({ title }: { title: string }) {
  const competition = useEndpointQuery(competitionsEndpoints.getCurrent);
  const competitionId = competition.data?.id;
  const results = useEndpointQuery(resultsEndpoints.getByCompetition, { params: { id: competitionId ?? 0 } }, { enabled: competitionId !== undefined });
  const team = useOwnTeam();

  const failed = competition.isLoadingError ? competition : results.isLoadingError ? results : null;
  const body = (() => {
    if (failed) {
      return <LoadError message={failureMessage(failed.error, { retry: LOAD_ERROR })} onRetry={() => void failed.refetch()} />;
    }
    if (!competition.data || !results.data) return <LoadingView label="Cargando los resultados…" queries={[competition, results]} />;
    if (!hasResults(results.data)) return <p className={s.empty}>{NO_RESULTS}</p>;
    return (
      <>
        <PodiumWhatsApp competition={competition.data} results={results.data} />
        <ResultsTables results={results.data} ownTeamId={team.data?.id ?? null} csvPrefix={`resultados-${competition.data.edition}`} />
      </>
    );
  })();

  const c = competition.data;
  return (
    <Page title={title} className={s.page}>
      {/* Offline (venue mode): the results as this device last saw them, and how old they are. */}
      <SavedDataNotice queries={[competition, results]} />
      {c && <ResultsCompetition competition={c} />}
      {body}
    </Page>
  );
}
