import type { TeamListRow } from '@contracts/entities/teams';
import { Badge } from '@/ui/badge';
import type { DataTableColumn } from '@/ui/data-table';

/*
 * The admins' team list as the stories and `npm run bench` show it, declared the way a list
 * screen would (rows: team-list-rows.ts). Not a screen: issues 10–12 build those.
 */

const statusLabels = { registered: 'Inscripto', payment_in_progress: 'Pago en progreso', accepted: 'Aceptado', none: 'Sin inscribir' } as const;
const statusKey = (row: TeamListRow) => row.competition_status ?? 'none';
const statusTone = { registered: 'neutral', payment_in_progress: 'warning', accepted: 'success', none: 'neutral' } as const;

export const teamListColumns: DataTableColumn<TeamListRow>[] = [
  { id: 'equipo', header: 'Equipo', value: (t) => t.team_name, isRowHeader: true },
  { id: 'barra', header: 'Barra pesquera', value: (t) => t.institution_name },
  { id: 'capitan', header: 'Capitán', value: (t) => t.owner_name },
  { id: 'numero', header: 'N.º', value: (t) => t.team_number, kind: 'number' },
  { id: 'miembros', header: 'Miembros', value: (t) => t.total_members, kind: 'number', cell: (t) => `${t.total_members}/3` },
  {
    id: 'estado',
    header: 'Estado',
    value: (t) => statusLabels[statusKey(t)],
    cell: (t) => <Badge tone={statusTone[statusKey(t)]}>{statusLabels[statusKey(t)]}</Badge>,
    filter: { options: Object.entries(statusLabels).map(([value, label]) => ({ value, label })), value: statusKey },
  },
  {
    id: 'exento',
    header: 'Exento',
    value: (t) => t.is_payment_exempt,
    kind: 'boolean',
    filter: { options: [{ value: 'true', label: 'Sí' }, { value: 'false', label: 'No' }] },
  },
  { id: 'pagado', header: 'Pagado', value: (t) => t.total_paid_amount, kind: 'money' },
];
