import type { Competition } from '@contracts/entities/competitions';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { href } from '@/lib/routing/routes';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { printCaption } from '@/ui/list-page.css';
import { LoadError } from '@/ui/load-error';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { labelOptions, teamPaymentStatusLabels } from '@/lib/labels/payment-labels';
import { registeredTeamStates } from '@contracts/entities/team-state';
import { teamStateLabels } from '@/lib/labels/team-state-labels';
import { isRegistered, rowState } from '@/lib/team/team-payment-state';
import type { TeamListRow } from '@contracts/entities/teams';
import * as s from './competition-admin.css';

type Row = TeamListRow & { competition_status: NonNullable<TeamListRow['competition_status']>; payment_status: NonNullable<TeamListRow['payment_status']> };

const statusOf = rowState;
const paymentLabelOf = (row: Row) => teamPaymentStatusLabels[row.payment_status];

// The states of a registered team, in the one vocabulary (decision 0063).
const statusFilterOptions = registeredTeamStates.map((state) => ({ value: state, label: teamStateLabels[state] }));

const columns: readonly DataTableColumn<Row>[] = [
  { id: 'equipo', header: 'Equipo', value: (r) => r.team_name, isRowHeader: true },
  { id: 'inscripcion', header: 'N.º de inscripción', value: (r) => r.registration_number, kind: 'id', onScreen: false },
  { id: 'numero', header: 'N.º', value: (r) => r.team_number, kind: 'id' },
  { id: 'barra', header: 'Barra pesquera', value: (r) => r.institution_name },
  {
    id: 'estado',
    header: 'Estado',
    value: (r) => statusOf(r).label,
    cell: (r) => <Badge tone={statusOf(r).tone}>{statusOf(r).label}</Badge>,
    filter: { options: statusFilterOptions, values: (r) => [statusOf(r).state] },
  },
  {
    id: 'pago',
    header: 'Pago',
    value: paymentLabelOf,
    // The status already says how the payment stands; the payment's own state is in the team's detail.
    onScreen: false,
    filter: { options: labelOptions(teamPaymentStatusLabels), values: (r) => [r.payment_status] },
  },
  { id: 'pagado', header: 'Total pagado', value: (r) => r.total_paid_amount, kind: 'money' },
];

/**
 * SPEC §2 competition detail, tab 'Equipos': the teams registered in it; a row opens the team
 * detail. Printed, it says what it is like every other list (issue 21): 'Equipos', the
 * competition in view, then the table's count and date.
 */
export function CompetitionTeams({ competition }: { competition: Pick<Competition, 'id' | 'name' | 'edition'> }) {
  const teams = useEndpointQuery(teamsEndpoints.getOwnOrList, { query: { competition_id: competition.id } });
  if (teams.isLoadingError) {
    return <LoadError className={s.actions} message={m.teamsLoadError} onRetry={() => void teams.refetch()} />;
  }
  const rows = Array.isArray(teams.data) ? teams.data.filter(isRegistered) : [];
  return (
    <>
      <h2 className={printCaption}>Equipos</h2>
      <p className={printCaption}>{`Competencia: ${competition.name} (edición ${competition.edition})`}</p>
      <DataTable
        label="Equipos de la competencia"
        noun={{ one: 'equipo', other: 'equipos' }}
        columns={columns}
        rows={rows}
        isLoading={teams.isPending}
        search={{ label: 'Buscar equipo' }}
        emptyText="Todavía no hay equipos inscriptos en esta competencia."
        rowHref={(r) => href('teamView', { id: r.team_id })}
        // The view goes into the query string beside the tab's hash (#equipos), which it keeps.
        urlPrefix="equipos."
      />
    </>
  );
}
