import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import { teamNotificationTypeSchema, type TeamNotificationType } from '@contracts/enums';

export type ReminderType = TeamNotificationType;

/** The four reminders of SPEC §2 per-team notifications, in the order of the table's columns. */
export const reminderTypes: readonly ReminderType[] = teamNotificationTypeSchema.options;

/** Column header and the words a dialog uses for each reminder. */
export const reminderLabels: Record<ReminderType, { header: string; subject: string }> = {
  missing_members: { header: 'Faltan miembros', subject: 'faltan miembros' },
  missing_helmsman: { header: 'Falta timonel', subject: 'falta el timonel' },
  missing_boat: { header: 'Falta embarcación', subject: 'falta la embarcación' },
  payment_due: { header: 'Pago pendiente', subject: 'falta el pago de la inscripción' },
};

export const PENDING = 'Pendiente';
export const COMPLETED = 'Completado';

/** The state a cell shows, searches and exports: the team still lacks the step or has done it. */
export const stepState = (row: TeamNotificationStatusRow, type: ReminderType) => (row[type] ? PENDING : COMPLETED);

/** The teams of `rows` that still lack `type`, once each (a team listed twice is sent to once). */
export function pendingTeams(rows: readonly TeamNotificationStatusRow[], type: ReminderType): TeamNotificationStatusRow[] {
  const seen = new Set<number>();
  return rows.filter((r) => r[type] && !seen.has(r.id) && seen.add(r.id));
}
