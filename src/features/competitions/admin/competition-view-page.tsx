import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { QueryView } from '@/ui/query-view';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionDetail } from './competition-detail';
import { positiveId } from '@/lib/routing/route-id';
import * as s from './competition-admin.css';

/** Back to the competitions with SPEC §8's 'No se encontró la competencia.' */
export const competitionNotFound = () => ({ to: href('competitions'), message: m.notFound });

/** SPEC §2 /dashboard/competitions/view/{id}; an invalid or unknown id goes back to competitions. */
export default function CompetitionViewPage({ title }: { title: string }) {
  const id = positiveId(useParams().id);
  const competition = useEndpointQuery(competitionsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

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
        {(loaded) => <CompetitionDetail competition={loaded} />}
      </QueryView>
    </Page>
  );
}
