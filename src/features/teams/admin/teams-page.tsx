import { appHref } from '@/lib/routing/navigation';
import { PageHeading } from '@/lib/routing/page-heading';
import { href } from '@/lib/routing/routes';
import { useTeamList } from '@/lib/team/team-readings';
import { ButtonLink } from '@/ui/button-link';
import { DataTable } from '@/ui/data-table';
import { LoadError } from '@/ui/load-error';
import { teamColumns } from './team-columns';
import { teamFormMessages as msg } from './team-admin-messages';
import * as s from './team-admin.css';

/**
 * SPEC §2 /dashboard/teams: the current competition's teams (SPEC §6: team lists load for
 * the current competition), searchable, sortable, filtered by status and category, with CSV;
 * each row opens the team's detail.
 */
export default function TeamsPage({ title }: { title: string }) {
  const teams = useTeamList();
  return (
    <div className={s.page}>
      <div className={s.header}>
        <PageHeading title={title} />
        <ButtonLink href={appHref(href('teamNew'))}>Nuevo equipo</ButtonLink>
      </div>
      {teams.isLoadingError ? (
        <LoadError className={s.stack} message={msg.listLoadError} onRetry={() => void teams.refetch()} />
      ) : (
        <DataTable
          label="Equipos"
          columns={teamColumns}
          rows={teams.data ?? []}
          isLoading={teams.isPending}
          search={{ placeholder: 'Equipo, barra, dueño…' }}
          emptyText="Todavía no hay equipos."
          initialSort={{ column: 'equipo', direction: 'ascending' }}
          csvFileName="equipos"
          rowHref={(row) => href('teamView', { id: row.team_id })}
        />
      )}
    </div>
  );
}
