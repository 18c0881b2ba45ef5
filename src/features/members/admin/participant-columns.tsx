import { accountStatusLabels, roleLabels, type MemberCategory } from '@contracts/enums';
import type { Participant } from '@contracts/entities/members';
import { TEAM_SIZE } from '@contracts/entities/teams';
import { accountStatusLabel, accountStatusTone, roleLabel } from '@/lib/labels/account-labels';
import { memberCategoryLabel, memberCategoryLabels } from '@/lib/labels/member-category-labels';
import { Badge } from '@/ui/badge';
import type { DataTableColumn } from '@/ui/data-table';
import { fullName } from '../shared/member-name';

/** A participant and how many members their team has (counted over the whole list). */
export type ParticipantRow = Participant & { team_size: number };

/** Adds each team's size to its members' rows: one pass, so 15,000 rows stay cheap. */
export function withTeamSizes(participants: readonly Participant[]): ParticipantRow[] {
  const sizes = new Map<number, number>();
  for (const p of participants) sizes.set(p.team_id, (sizes.get(p.team_id) ?? 0) + 1);
  return participants.map((p) => ({ ...p, team_size: sizes.get(p.team_id) ?? 0 }));
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const NO_CATEGORY = 'ninguna';

/**
 * SPEC §2 participants list, declared once for cells, search, sorting, filters and CSV. On
 * screen (issue 21, decision 0040): name, DNI, team, account status and the row's actions,
 * which fit 1280 px; user name, team size, helmsman, category and role are in the member's
 * detail, still searched, filtered, exported and printed.
 */
export const participantColumns: DataTableColumn<ParticipantRow>[] = [
  { id: 'nombre', header: 'Nombre', value: (p) => fullName(p), isRowHeader: true },
  { id: 'usuario', header: 'Usuario', value: (p) => p.username, onScreen: false },
  { id: 'dni', header: 'DNI', value: (p) => p.personal_info.dni || null, kind: 'id' },
  { id: 'equipo', header: 'Equipo', value: (p) => p.team_name },
  {
    id: 'miembros',
    header: 'Miembros del equipo',
    kind: 'number',
    value: (p) => p.team_size,
    cell: (p) => `${p.team_size}/${TEAM_SIZE}`,
    searchable: false,
    onScreen: false,
    filter: {
      label: 'Lugar en el equipo',
      options: [
        { value: 'con-lugar', label: 'Con lugar libre' },
        { value: 'completo', label: 'Equipo completo' },
      ],
      value: (p) => (p.team_size < TEAM_SIZE ? 'con-lugar' : 'completo'),
    },
  },
  {
    id: 'timonel',
    header: 'Timonel',
    kind: 'boolean',
    value: (p) => p.is_helmsman,
    searchable: false,
    onScreen: false,
    filter: { options: [{ value: 'si', label: 'Sí' }, { value: 'no', label: 'No' }], value: (p) => (p.is_helmsman ? 'si' : 'no') },
  },
  {
    id: 'categoria',
    header: 'Categoría',
    value: (p) => memberCategoryLabel(p.member_category),
    onScreen: false,
    filter: {
      options: [...options(memberCategoryLabels), { value: NO_CATEGORY, label: 'Sin categoría' }],
      value: (p) => (p.member_category as MemberCategory | null) ?? NO_CATEGORY,
    },
  },
  {
    id: 'rol',
    header: 'Rol',
    value: (p) => roleLabel(p.role_id),
    onScreen: false,
    filter: { options: options({ 3: roleLabels[3], 4: roleLabels[4] }), value: (p) => String(p.role_id) },
  },
  {
    id: 'estado',
    header: 'Estado de la cuenta',
    value: (p) => accountStatusLabel(p.user_status),
    cell: (p) => <Badge tone={accountStatusTone(p.user_status)}>{accountStatusLabel(p.user_status)}</Badge>,
    filter: { options: options(accountStatusLabels), value: (p) => p.user_status },
  },
];
