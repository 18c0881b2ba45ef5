import type { User } from '@contracts/entities/users';
import { accountStatusLabel, roleLabel } from '@/lib/labels/account-labels';
import { fullName } from './user-columns';
import { FactsList } from '@/ui/facts-list';

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
    <FactsList facts={facts} />
  );
}
