import type { DockTeam } from '@contracts/entities/check-ins';
import { formatDateTime } from '@/lib/format/format';
import type { DataTableColumn } from '@/ui/data-table';
import { dockTexts } from './dock-texts';
import { memberName } from './dock-readings';

/** The dock's lists: who the team is and when it left or came back (the table turns into cards on a phone). */
export const dockColumns: readonly DataTableColumn<DockTeam>[] = [
  { id: 'numero', header: 'N.º', value: (t) => t.team_number, kind: 'number' },
  { id: 'equipo', header: 'Equipo', value: (t) => t.team_name, isRowHeader: true },
  { id: 'barra', header: 'Barra', value: (t) => t.institution_name ?? dockTexts.noClub },
  { id: 'embarcacion', header: 'Embarcación', value: (t) => t.boat_name ?? dockTexts.noBoat },
  { id: 'integrantes', header: 'Integrantes', value: (t) => t.members.map(memberName).join(', '), sortable: false },
  { id: 'salida', header: 'Salida', value: (t) => (t.departed_at ? formatDateTime(t.departed_at) : ''), kind: 'text' },
  { id: 'regreso', header: 'Regreso', value: (t) => (t.returned_at ? formatDateTime(t.returned_at) : ''), kind: 'text' },
];
