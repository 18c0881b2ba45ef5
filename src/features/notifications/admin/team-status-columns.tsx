import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import type { DataTableColumn } from '@/ui/data-table';
import { COMPLETED, PENDING, reminderLabels, reminderTypes, stepState, type ReminderType } from './reminder-types';
import type { ReminderTarget } from './reminder-target';
import * as s from './notifications-admin.css';

const stateOptions = [
  { value: PENDING, label: PENDING },
  { value: COMPLETED, label: COMPLETED },
] as const;

function StepCell({ row, type, onSend }: { row: TeamNotificationStatusRow; type: ReminderType; onSend: (target: ReminderTarget) => void }) {
  // The badge says it in words: green is never the only cue.
  if (!row[type]) return <Badge tone="success">{COMPLETED}</Badge>;
  const active = row.activeNotifications[type] > 0;
  return (
    <div className={s.pendingCell}>
      <Button size="sm" variant="secondary" aria-label={`Enviar recordatorio a ${row.name}: ${reminderLabels[type].header}`} onPress={() => onSend({ team: row, type })}>
        Enviar
      </Button>
      <span className={s.pendingNote}>{active ? 'Pendiente, con aviso sin leer' : PENDING}</span>
    </div>
  );
}

/**
 * SPEC §2 per-team notifications: the team and one column per reminder, each filtered by
 * 'Pendiente' or 'Completado'. Built once per screen (the send handler is the only input).
 */
export function teamStatusColumns(onSend: (target: ReminderTarget) => void): DataTableColumn<TeamNotificationStatusRow>[] {
  return [
    { id: 'equipo', header: 'Equipo', value: (r) => r.name, isRowHeader: true },
    ...reminderTypes.map(
      (type): DataTableColumn<TeamNotificationStatusRow> => ({
        id: type,
        header: reminderLabels[type].header,
        value: (r) => stepState(r, type),
        cell: (r) => <StepCell row={r} type={type} onSend={onSend} />,
        // The search finds teams by name; every row says 'Pendiente' or 'Completado'.
        searchable: false,
        filter: { options: stateOptions },
      }),
    ),
  ];
}
