import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { useCurrentCompetitionCaption } from '@/lib/competition/current-competition';
import { useTeamList } from '@/lib/team/team-readings';
import { ButtonLink } from '@/ui/button-link';
import { DataTable } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { teamColumns } from './team-columns';
import { teamFormMessages as msg } from './team-admin-messages';

/**
 * SPEC §2 /dashboard/teams: the current competition's teams (SPEC §6: team lists load for
 * the current competition), searchable, sortable, filtered by status and category, with CSV;
 * each row opens the team's detail.
 */
export default function TeamsPage({ title }: { title: string }) {
  const teams = useTeamList();
  const competition = useCurrentCompetitionCaption();
  return (
    <ListPage
      title={title}
      actions={<ButtonLink href={appHref(href('teamNew'))}>Nuevo equipo</ButtonLink>}
      query={teams}
      errorMessage={msg.listLoadError}
    >
      <DataTable
        label="Equipos"
        noun={{ one: 'equipo', other: 'equipos' }}
        printContext={competition}
        columns={teamColumns}
        rows={teams.data ?? []}
        isLoading={teams.isPending}
        search={{ placeholder: 'Equipo, barra, dueño…' }}
        emptyText="Todavía no hay equipos."
        initialSort={{ column: 'equipo', direction: 'ascending' }}
        csvFileName="equipos"
        rowHref={(row) => href('teamView', { id: row.team_id })}
      />
    </ListPage>
  );
}
