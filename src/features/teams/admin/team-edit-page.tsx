import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { PageHeading } from '@/lib/routing/page-heading';
import { href } from '@/lib/routing/routes';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { useRouteId } from '@/lib/routing/route-id';
import { teamAdminMessages, teamFormMessages as msg } from './team-admin-messages';
import { TeamEditForm } from './team-edit-form';
import { TeamFamilyToggle } from './team-family-toggle';
import * as s from './team-admin.css';

/**
 * SPEC §2 /dashboard/teams/edit/{id}: name and club, and the family category (only at 3
 * members). An unknown id goes back to the team list with `teamsApiMessages.notFound`;
 * another load failure says `failureMessages.teams.get` with a retry (SPEC §8).
 */
export default function TeamEditPage({ title }: { title: string }) {
  const id = useRouteId();
  const detail = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: id ?? 0 } }, { enabled: id !== null });
  return (
    <div className={s.narrowPage}>
      <PageHeading title={detail.data ? `${title}: ${detail.data.team.name}` : title} />
      <QueryView
        query={detail}
        loadingLabel="Cargando el equipo…"
        errorMessage={msg.loadTeamError}
        errorClassName={s.stack}
        notFound={{ to: href('teams'), message: teamAdminMessages.notFound }}
        isMissing={id === null}
      >
        {(loaded) => (
          <>
            <Panel title="Datos del equipo">
              {/* Keyed by team: the form starts from the loaded values, once. */}
              <TeamEditForm key={loaded.team.id} detail={loaded} />
            </Panel>
            <Panel title="Categorías">
              <TeamFamilyToggle detail={loaded} />
            </Panel>
          </>
        )}
      </QueryView>
    </div>
  );
}
