import type { User } from '@contracts/entities/users';
import { accountStatusLabel, roleLabel } from '@/lib/labels/account-labels';
import { fullName } from './user-columns';
import * as s from './users-admin.css';

/** The account the log is about: who it is and where it stands. */
export function UserInfoCard({ user }: { user: User }) {
  const facts: [string, string][] = [
    ['Usuario', user.username],
    ['Nombre', fullName(user) ?? '—'],
    ['Rol', roleLabel(user.role_id)],
    ['Estado', accountStatusLabel(user.status)],
    ['DNI', user.dni ?? '—'],
    ['Equipo', user.team_name ?? '—'],
  ];
  return (
    <dl className={s.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={s.fact}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
