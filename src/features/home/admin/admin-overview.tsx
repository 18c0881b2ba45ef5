import { useSignals } from '@preact/signals-react/runtime';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { can } from '@/lib/access/policy';
import { href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { sessionUser } from '@/lib/session/session';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { homeMessages } from '../shared/home-messages';
import { CompetitionCard, MoneyCard, TeamsCard } from './overview-cards';
import { WorkWaiting } from './work-waiting';
import * as s from './overview.css';
import { stack } from '../shared/home.css';

/**
 * The organisers' home (issue 21): the current competition's phase and next date, its teams,
 * its money and the work waiting, each linked to its list. One read (GET /competitions/overview)
 * instead of paging lists of up to 5,000 teams; asked again when the tab regains focus, since
 * teams pay and ask for help from other sessions.
 */
export function AdminOverview({ now }: { now?: Date }) {
  const overview = useEndpointQuery(competitionsEndpoints.getOverview, {}, { refetchOnWindowFocus: 'always' });
  return (
    <QueryView query={overview} loadingLabel="Cargando el resumen de la competencia…" errorMessage={homeMessages.overviewError} errorClassName={stack}>
      {({ competition, teams, money, pending }) => (
        <div className={s.grid}>
          {competition ? <CompetitionCard competition={competition} now={now} /> : <NoCompetition />}
          <WorkWaiting pending={pending} />
          {competition && <TeamsCard teams={teams} />}
          {competition && <MoneyCard money={money} />}
        </div>
      )}
    </QueryView>
  );
}

/** No competition exists yet: the system admin creates one; a client admin waits for it. */
function NoCompetition() {
  useSignals();
  const mayCreate = can(sessionUser.value, 'competitionNew');
  return (
    <Panel title="Todavía no hay una competencia">
      <p>{mayCreate ? 'Creá la competencia para abrir las inscripciones.' : 'Cuando el Super Administrador cree la competencia, vas a ver acá su resumen.'}</p>
      {mayCreate && <ButtonLink href={appHref(href('competitionNew'))}>Nueva competencia</ButtonLink>}
    </Panel>
  );
}
