import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import type { ReminderType } from './reminder-types';

/** A reminder about to be sent: the team's row and which reminder. The dialog and its WhatsApp link both take it. */
export type ReminderTarget = { team: TeamNotificationStatusRow; type: ReminderType };
