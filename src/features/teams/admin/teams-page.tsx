import type { TeamListRow } from '@contracts/entities/teams';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { CurrentCompetitionCaption } from '@/lib/competitions/current-competition';
import { useTeamList } from '@/lib/team/team-readings';
import { ButtonLink } from '@/ui/button-link';
import { DataTable } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { teamColumns } from './team-columns';
import { teamFormMessages as msg } from './team-admin-messages';

// Stable props: the memoised table is not rebuilt when the page re-renders (decision 0041).
const noun = { one: 'equipo', other: 'equipos' };
const noTeams: TeamListRow[] = [];
const search = { placeholder: 'Equipo, barra, dueño…' };
const initialSort = { column: 'equipo', direction: 'ascending' } as const;
const teamHref = (row: TeamListRow) => href('teamView', { id: row.team_id });

/**
 * SPEC §2 /dashboard/teams: the current competition's teams (SPEC §6: team lists load for
 * the current competition), searchable, sortable, filtered by status and category, with CSV;
 * each row opens the team's detail.
 */
export default function TeamsPage({ title }: { title: string }) {
  const teams = useTeamList();
  return (
    <ListPage
      printCaption={<CurrentCompetitionCaption />}
      title={title}
      actions={<ButtonLink href={appHref(href('teamNew'))}>Nuevo equipo</ButtonLink>}
      query={teams}
      errorMessage={msg.listLoadError}
    >
      <DataTable
        label="Equipos"
        noun={noun}
        columns={teamColumns}
        rows={teams.data ?? noTeams}
        isLoading={teams.isPending}
        search={search}
        emptyText="Todavía no hay equipos."
        initialSort={initialSort}
        csvFileName="equipos"
        rowHref={teamHref}
      />
    </ListPage>
  );
}
