import { useSignals } from '@preact/signals-react/runtime';
import { Role } from '@contracts/enums';
import { sessionUser } from '@/lib/session';
import { PageHeading } from '@/lib/page-heading';
import { roleLabels } from '@contracts/enums';
import { LastStepCard } from './last-step-card';
import { OwnerProgress } from './owner-progress';
import * as s from './home.css';

/** SPEC §2 dashboard home: what the signed-in user should do next. */
export default function HomePage() {
  useSignals();
  const user = sessionUser.value;
  if (!user) return null;
  const isTeamUser = user.roleId === Role.TeamOwner || user.roleId === Role.TeamMember;
  return (
    <div className={s.page}>
      <PageHeading title="Inicio">¡Hola, {user.username}!</PageHeading>
      <p className={s.lead}>{roleLabels[user.roleId]}</p>
      {isTeamUser && user.status === 'registered' && <LastStepCard />}
      {user.roleId === Role.TeamOwner && user.status === 'active' && <OwnerProgress />}
      {!isTeamUser && (
        <p>Desde el menú podés administrar la competencia, los equipos, los pagos y las solicitudes de ayuda.</p>
      )}
      {user.roleId === Role.TeamMember && user.status === 'active' && (
        <p>Desde el menú podés ver tu equipo, la embarcación, los miembros y la competencia.</p>
      )}
    </div>
  );
}
