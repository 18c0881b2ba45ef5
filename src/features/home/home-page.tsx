import { useSignals } from '@preact/signals-react/runtime';
import { isAdminRole, isJudgeRole, isMemberRole, isOwnerRole } from '@/lib/access/policy';
import { sessionUser } from '@/lib/session/session';
import { PageHeading } from '@/lib/routing/page-heading';
import { useTeamOwnership } from '@/lib/team/team-ownership';
import { Spinner } from '@/ui/spinner';
import { roleLabels } from '@contracts/enums';
import { AdminOverview } from './admin/admin-overview';
import { JudgeToday } from './judge/judge-today';
import { LastStepCard } from './team/last-step-card';
import { OwnerProgress } from './team/owner-progress';
import { TeamSummary } from './team/team-summary';
import * as s from './shared/home.css';

/**
 * SPEC §2 dashboard home: what the signed-in user should do next. Admins get the overview of
 * the current competition. The owner's checklist is for an account with the owner role,
 * registered (step 1 pending), without a team or owning its team; one linked to someone
 * else's team reads it like a member (docs/decisions/0009). Members see their team. The
 * tournament day's judge sees the day and its tasks (issue 35).
 */
export default function HomePage() {
  useSignals();
  const user = sessionUser.value;
  const ownership = useTeamOwnership(isOwnerRole(user?.roleId) ? user : null);
  if (!user) return null;
  const active = user.status === 'active';
  const readsTeam = isMemberRole(user.roleId) || (ownership.status === 'known' && !ownership.isOwner);
  const admin = isAdminRole(user.roleId);
  return (
    <div className={admin ? s.adminPage : s.page}>
      <PageHeading title="Inicio">¡Hola, {user.username}!</PageHeading>
      <p className={s.lead}>{roleLabels[user.roleId]}</p>
      {admin && <AdminOverview />}
      {isJudgeRole(user.roleId) && active && <JudgeToday user={user} />}
      {isMemberRole(user.roleId) && user.status === 'registered' && <LastStepCard />}
      {isOwnerRole(user.roleId) && active && ownership.status === 'loading' && <Spinner label="Cargando tu progreso…" showLabel />}
      {isOwnerRole(user.roleId) && user.status === 'registered' && <OwnerProgress />}
      {isOwnerRole(user.roleId) && active && !readsTeam && ownership.status !== 'loading' && <OwnerProgress />}
      {readsTeam && active && <TeamSummary isOwner={false} />}
    </div>
  );
}
