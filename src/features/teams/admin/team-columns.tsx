import { categoryLabels } from '@contracts/enums';
import { TEAM_SIZE, type TeamListRow } from '@contracts/entities/teams';
import { labelOptions } from '@/lib/labels/payment-labels';
import { teamStateLabels } from '@/lib/labels/team-state-labels';
import { rowState } from '@/lib/team/team-payment-state';
import { Badge } from '@/ui/badge';
import type { DataTableColumn } from '@/ui/data-table';

/**
 * The 'Estado' filter: one option per state of the one vocabulary (decision 0063), valued by
 * its key, so the organiser's home links a count to `?estado=<key>` and lands on its rows.
 */
const statusOptions = labelOptions(teamStateLabels);

const categoriesText = (row: TeamListRow) => row.categories.map((c) => categoryLabels[c.category_id]).join(', ');

/**
 * SPEC §3 team list row, declared once for cells, search, sorting, filters and CSV. Declared
 * outside the page: the table precomputes its search and filter keys per column set, which
 * keeps the 5,000-team demo quick (docs/decisions/0016). On screen (issue 21, decision 0040):
 * the team number, the name, club, owner, members, status and money, which fit 1280 px;
 * the registration number, the categories and 'Exento' (also said by the status 'Exento de
 * Pago') are in the team's detail, still searched, filtered, exported and printed.
 */
export const teamColumns: readonly DataTableColumn<TeamListRow>[] = [
  { id: 'inscripcion', header: 'N.º de inscripción', value: (r) => r.registration_number, kind: 'id', onScreen: false },
  { id: 'numero', header: 'N.º', value: (r) => r.team_number, kind: 'id' },
  { id: 'equipo', header: 'Equipo', value: (r) => r.team_name, isRowHeader: true },
  { id: 'barra', header: 'Barra pesquera', value: (r) => r.institution_name },
  { id: 'dueno', header: 'Dueño', value: (r) => r.owner_name },
  { id: 'miembros', header: 'Miembros', value: (r) => `${r.total_members}/${TEAM_SIZE}`, searchable: false, compact: true },
  {
    id: 'categorias',
    header: 'Categorías',
    value: categoriesText,
    filter: { options: labelOptions(categoryLabels), values: (r) => r.categories.map((c) => String(c.category_id)) },
    onScreen: false,
  },
  {
    id: 'estado',
    header: 'Estado',
    compact: true,
    value: (r) => rowState(r).label,
    cell: (r) => {
      const { label, tone } = rowState(r);
      return <Badge tone={tone}>{label}</Badge>;
    },
    filter: { options: statusOptions, values: (r) => [rowState(r).state] },
  },
  { id: 'exento', header: 'Exento', value: (r) => r.is_payment_exempt, kind: 'boolean', searchable: false, onScreen: false },
  { id: 'pagado', header: 'Total pagado', value: (r) => r.total_paid_amount, kind: 'money' },
];
