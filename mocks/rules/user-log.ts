import type { Db, UserLogRow } from '../db/schema';
import { nextId } from '../db/store';

/** SPEC §3 user log: every account change leaves an entry (who, what, when, why). */
export function appendUserLog(
  db: Db,
  entry: Pick<UserLogRow, 'user_id' | 'action'> & Partial<Pick<UserLogRow, 'reason' | 'performed_by' | 'created_at'>>,
): UserLogRow {
  const row: UserLogRow = {
    id: nextId(db.userLogs),
    user_id: entry.user_id,
    action: entry.action,
    reason: entry.reason ?? null,
    performed_by: entry.performed_by ?? null,
    created_at: entry.created_at ?? new Date().toISOString(),
  };
  db.userLogs.push(row);
  return row;
}
