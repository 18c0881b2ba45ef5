import type { HelpTicket } from '@contracts/entities/help-desk';
import type { Institution } from '@contracts/entities/institutions';
import type { Notification } from '@contracts/entities/notifications';
import { addressesOf, userById } from '../queries';
import type { Db, HelpDeskTicketRow, InstitutionRow, UserNotificationRow } from '../schema';
import { withoutTimestamps } from './strip';

export const toInstitution = (db: Db, row: InstitutionRow): Institution => ({
  ...withoutTimestamps(row),
  addresses: addressesOf(db, 'institution', row.id),
});

export const toHelpTicket = (db: Db, row: HelpDeskTicketRow): HelpTicket => ({
  ...row,
  responded_by_username: row.responded_by === null ? null : (userById(db, row.responded_by)?.username ?? null),
});

/** The description keeps its {{placeholders}}; the bell fills them from custom_data (SPEC §3). */
export const toNotification = (row: UserNotificationRow): Notification => ({
  id: row.id,
  status: row.status,
  title: row.title,
  description: row.description,
  custom_data: row.custom_data,
  icon: row.icon,
  action_url: row.action_url,
  updated_at: row.updated_at,
});
