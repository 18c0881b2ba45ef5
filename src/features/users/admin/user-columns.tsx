import type { User } from '@contracts/entities/users';
import { accountStatusLabels, roleLabels } from '@contracts/enums';
import { accountStatusLabel, accountStatusTone, roleLabel } from '@/lib/labels/account-labels';
import { Badge } from '@/ui/badge';
import type { DataTableColumn } from '@/ui/data-table';

/** 'Ana Gómez', or null before the account is activated (no names yet). */
export const fullName = (u: Pick<User, 'first_name' | 'last_name'>) => [u.first_name, u.last_name].filter(Boolean).join(' ') || null;

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** SPEC §2 users list: declared once for cells, search, sorting, filters and CSV. */
export const userColumns: DataTableColumn<User>[] = [
  { id: 'nombre', header: 'Nombre', value: fullName },
  { id: 'usuario', header: 'Usuario', value: (u) => u.username, isRowHeader: true },
  {
    id: 'rol',
    header: 'Rol',
    value: (u) => roleLabel(u.role_id),
    filter: { options: options(roleLabels), value: (u) => String(u.role_id) },
  },
  {
    id: 'estado',
    header: 'Estado',
    value: (u) => accountStatusLabel(u.status),
    cell: (u) => <Badge tone={accountStatusTone(u.status)}>{accountStatusLabel(u.status)}</Badge>,
    filter: { options: options(accountStatusLabels), value: (u) => u.status },
  },
  { id: 'dni', header: 'DNI', value: (u) => u.dni, kind: 'id' },
  { id: 'equipo', header: 'Equipo', value: (u) => u.team_name },
];
