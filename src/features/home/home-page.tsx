import { useSignals } from '@preact/signals-react/runtime';
import { isMemberRole, isOwnerRole, isTeamRole } from '@/lib/access/policy';
import { sessionUser } from '@/lib/session/session';
import { PageHeading } from '@/lib/routing/page-heading';
import { useTeamOwnership } from '@/lib/team/team-ownership';
import { Spinner } from '@/ui/spinner';
import { roleLabels } from '@contracts/enums';
import { LastStepCard } from './last-step-card';
import { OwnerProgress } from './owner-progress';
import * as s from './home.css';

/**
 * SPEC §2 dashboard home: what the signed-in user should do next. The owner's checklist is
 * for an account with the owner role without a team (it will create one) or owning its team;
 * one linked to someone else's team reads it like a member (docs/decisions/0009).
 */
export default function HomePage() {
  useSignals();
  const user = sessionUser.value;
  const ownership = useTeamOwnership(isOwnerRole(user?.roleId) ? user : null);
  if (!user) return null;
  const isTeamUser = isTeamRole(user.roleId);
  const active = user.status === 'active';
  const readsTeam = isMemberRole(user.roleId) || (ownership.status === 'known' && !ownership.isOwner);
  return (
    <div className={s.page}>
      <PageHeading title="Inicio">¡Hola, {user.username}!</PageHeading>
      <p className={s.lead}>{roleLabels[user.roleId]}</p>
      {isTeamUser && user.status === 'registered' && <LastStepCard />}
      {isOwnerRole(user.roleId) && active && ownership.status === 'loading' && <Spinner label="Cargando tu progreso…" showLabel />}
      {isOwnerRole(user.roleId) && active && !readsTeam && ownership.status !== 'loading' && <OwnerProgress />}
      {!isTeamUser && (
        <p>Desde el menú podés administrar la competencia, los equipos, los pagos y las solicitudes de ayuda.</p>
      )}
      {readsTeam && active && (
        <p>Desde el menú podés ver tu equipo, la embarcación, los miembros y la competencia.</p>
      )}
    </div>
  );
}
