import { replaceDb } from './store';
import { emptyDb } from './schema';
import { Role } from '@contracts/enums';

/** Replaces the database with the deterministic demo data. */
export function resetDemoDb() {
  const db = emptyDb();
  const at = '2026-01-01T00:00:00.000Z';
  db.users.push(
    { id: 1, username: 'admin.sistema', password: 'Demo2026!', role_id: Role.SystemAdmin, status: 'active', team_id: null, created_at: at, updated_at: at },
  );
  replaceDb(db);
}
