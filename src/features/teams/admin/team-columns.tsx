import { categoryLabels } from '@contracts/enums';
import { TEAM_SIZE, type TeamListRow } from '@contracts/entities/teams';
import { labelOptions } from '@/lib/labels/payment-labels';
import { teamCompetitionStatus, type TeamStatusTone } from '@/lib/team/team-competition-status';
import { isRegistered, rowPaymentStatus } from '@/lib/team/team-payment-state';
import { Badge } from '@/ui/badge';
import type { DataTableColumn } from '@/ui/data-table';

const NOT_REGISTERED = 'Sin inscribir';

/** SPEC §4 display label of the row's registration; 'Sin inscribir' while the team is not in the competition. */
export function rowStatus(row: TeamListRow): { label: string; tone: TeamStatusTone } {
  if (!isRegistered(row)) return { label: NOT_REGISTERED, tone: 'neutral' };
  return teamCompetitionStatus({ status: row.competition_status, payment_status: rowPaymentStatus(row) });
}

const statusOptions = [NOT_REGISTERED, 'Registrado', 'Pago en Progreso', 'Pagado - Pendiente de Aceptación', 'Pagado', 'Exento de Pago'].map(
  (label) => ({ value: label, label }),
);

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
    value: (r) => rowStatus(r).label,
    cell: (r) => {
      const { label, tone } = rowStatus(r);
      return <Badge tone={tone}>{label}</Badge>;
    },
    filter: { options: statusOptions },
  },
  { id: 'exento', header: 'Exento', value: (r) => r.is_payment_exempt, kind: 'boolean', searchable: false, onScreen: false },
  { id: 'pagado', header: 'Total pagado', value: (r) => r.total_paid_amount, kind: 'money' },
];
