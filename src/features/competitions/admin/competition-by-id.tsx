import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import type { Competition } from '@contracts/entities/competitions';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { QueryView } from '@/ui/query-view';
import { positiveId } from '@/lib/routing/route-id';
import { competitionAdminMessages as m } from './competition-admin-messages';
import * as s from './competition-admin.css';

/** Back to the competitions with SPEC §8's `competitionsApiMessages.notFound` */
export const competitionNotFound = () => ({ to: href('competitions'), message: m.notFound });

/**
 * The page of the competition the route's id names (view and edit): its read, its loading and
 * error states, and an invalid or unknown id sent back to the competitions.
 */
export function CompetitionByIdPage({ title, children }: { title: string; children: (competition: Competition) => ReactNode }) {
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
        {children}
      </QueryView>
    </Page>
  );
}
