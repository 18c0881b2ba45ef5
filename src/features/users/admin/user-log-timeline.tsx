import type { UserLogEntry } from '@contracts/entities/users';
import type { UserLogAction } from '@contracts/enums';
import { formatDateTime } from '@/lib/format/format';
import { fullName } from './user-columns';
import * as s from './users-admin.css';

const actionLabels: Record<UserLogAction, string> = {
  creation: 'Creación de la cuenta',
  activation: 'Activación',
  deactivation: 'Desactivación',
  reactivation: 'Reactivación',
  deletion: 'Eliminación',
  password_reset: 'Restablecimiento de contraseña',
};

const actorOf = (entry: UserLogEntry) => {
  const by = entry.performed_by;
  if (!by) return 'el propio usuario';
  const name = fullName(by);
  return name ? `${name} (${by.username})` : by.username;
};

/** SPEC §3 user log: each account change with who did it, when and why, newest first (as the server orders it). */
export function UserLogTimeline({ entries }: { entries: readonly UserLogEntry[] }) {
  return (
    <ol className={s.timeline} aria-label="Actividad de la cuenta">
      {entries.map((entry) => (
        <li key={entry.id} className={s.entry}>
          <h3 className={s.entryTitle}>{actionLabels[entry.action]}</h3>
          <p className={s.entryMeta}>
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> · Por {actorOf(entry)}
          </p>
          {entry.reason ? <p className={s.value}>Motivo: {entry.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}
