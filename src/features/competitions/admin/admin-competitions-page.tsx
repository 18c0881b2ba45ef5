import { useSignals } from '@preact/signals-react/runtime';
import { competitionsEndpoints } from '@contracts/competitions';
import { can } from '@/lib/access/policy';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { PageHeading } from '@/lib/routing/page-heading';
import { header as headingLine } from '@/ui/list-page.css';
import { href } from '@/lib/routing/routes';
import { sessionUser } from '@/lib/session/session';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionDetail } from './competition-detail';
import * as s from './competition-admin.css';

/**
 * SPEC §2 /dashboard/competitions for admins: "admins see the current competition detail" —
 * the same detail as view/{id} of the current competition, shown here. Only the system admin
 * may create competitions (SPEC §6).
 */
export default function AdminCompetitionsPage({ title }: { title: string }) {
  useSignals();
  const mayCreate = can(sessionUser.value, 'competitionNew');
  const current = useEndpointQuery(competitionsEndpoints.getCurrent);
  const newLink = mayCreate ? <ButtonLink href={appHref(href('competitionNew'))}>Nueva competencia</ButtonLink> : null;

  return (
    <div className={s.page}>
      {/* The title is the heading; the system admin's 'Nueva competencia' stands beside it. */}
      <div className={headingLine}>
        <PageHeading title={title} />
        {newLink && !current.error ? newLink : null}
      </div>
      {/* Offline: the competition as this device last saw it, and how old it is. */}
      <SavedDataNotice queries={[current]} />
      <QueryView
        query={current}
        loadingLabel="Cargando la competencia…"
        errorMessage={m.loadError}
        errorClassName={s.actions}
        notFound={{ show: <Panel title={m.noCurrent}>{newLink}</Panel> }}
      >
        {(competition) => <CompetitionDetail competition={competition} />}
      </QueryView>
    </div>
  );
}
