import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { PageHeading } from '@/lib/routing/page-heading';
import { href } from '@/lib/routing/routes';
import { LeaveWithMessage } from '@/ui/leave-with-message';
import { LoadError } from '@/ui/load-error';
import { Panel } from '@/ui/panel';
import { Spinner } from '@/ui/spinner';
import { useRouteId } from '@/lib/routing/route-id';
import { teamAdminMessages, teamFormMessages as msg } from './team-admin-messages';
import { TeamEditForm } from './team-edit-form';
import { TeamFamilyToggle } from './team-family-toggle';
import * as s from './team-admin.css';

/**
 * SPEC §2 /dashboard/teams/edit/{id}: name and club, and the family category (only at 3
 * members). An unknown id goes back to the team list with 'No se encontró el equipo.';
 * another load failure says 'Error al obtener el equipo' with a retry (SPEC §8).
 */
export default function TeamEditPage({ title }: { title: string }) {
  const id = useRouteId();
  const detail = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const notFound = id === null || detail.error?.statusCode === 404;

  if (notFound) return <LeaveWithMessage to={href('teams')} message={teamAdminMessages.notFound} />;

  const content = () => {
    if (detail.isPending) return <Spinner label="Cargando el equipo…" showLabel />;
    if (detail.isLoadingError) return <LoadError className={s.stack} message={msg.loadTeamError} onRetry={() => void detail.refetch()} />;
    return (
      <>
        <Panel title="Datos del equipo">
          {/* Keyed by team: the form starts from the loaded values, once. */}
          <TeamEditForm key={detail.data.team.id} detail={detail.data} />
        </Panel>
        <Panel title="Categorías">
          <TeamFamilyToggle detail={detail.data} />
        </Panel>
      </>
    );
  };

  return (
    <div className={s.narrowPage}>
      <PageHeading title={detail.data ? `${title}: ${detail.data.team.name}` : title} />
      {content()}
    </div>
  );
}
