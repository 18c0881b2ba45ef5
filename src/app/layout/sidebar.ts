import type { SessionUser } from '@contracts/entities/session';
import { can } from '@/lib/access/policy';
import { DASHBOARD, dashboardRoutes, href, type StaticRouteKey } from '@/lib/routing/routes';

export type SidebarIcon =
  | 'home' | 'trophy' | 'anchor' | 'users' | 'user' | 'ship' | 'credit-card' | 'bank' | 'help' | 'bell'
  | 'key' | 'plus' | 'team' | 'check' | 'logout' | 'trash' | 'list';

export type SidebarItem = { key: StaticRouteKey; label: string; href: string; icon: SidebarIcon };

/** What the sidebar knows beyond the session: whether the signed-in owner owns its team (GET /teams). */
export type SidebarContext = { ownsTeam: boolean };

type Entry = {
  key: StaticRouteKey;
  icon: SidebarIcon;
  /** Defaults to the route's title. */
  label?: string;
  /** A condition beyond the policy: the entry is offered only when the user's situation calls for it. */
  when?: (user: SessionUser, context: SidebarContext) => boolean;
};

/** An account with the owner role and no team yet: its next step is to create one. */
const mustCreateTeam = (user: SessionUser) => can(user, 'createTeam') && !user.teamId;
const hasTeamScreens = (user: SessionUser) => !mustCreateTeam(user);

/**
 * SPEC §2 sidebar, in order. Each role sees the entries whose route the policy lets it open
 * (§6 permissions, by role and account status), so the menu cannot offer a route the guard
 * would refuse. The `when` conditions say what the route access does not: an owner without a
 * team sees 'Crear Equipo' instead of the team's screens; 'Eliminar Equipo' only for the
 * team's owner, once known: an account with the owner role linked to someone else's team
 * reads it like a member and cannot delete it (docs/decisions/0009). The client admin's
 * 'Notificaciones' are the team notifications, the system admin's the general ones.
 */
const entries: readonly Entry[] = [
  { key: 'home', icon: 'home' },
  { key: 'activateAccount', icon: 'check' },
  { key: 'createTeam', icon: 'plus', when: mustCreateTeam },
  { key: 'myTeam', icon: 'team', when: hasTeamScreens },
  { key: 'myBoat', icon: 'ship', when: hasTeamScreens },
  { key: 'myMembers', icon: 'users', when: hasTeamScreens },
  { key: 'competitions', icon: 'trophy', when: hasTeamScreens },
  { key: 'institutions', icon: 'anchor' },
  { key: 'teams', icon: 'team' },
  { key: 'roster', icon: 'list' },
  { key: 'checkIn', icon: 'anchor' },
  { key: 'catches', icon: 'list' },
  { key: 'catchReview', icon: 'check' },
  { key: 'teamMembers', icon: 'users' },
  { key: 'boats', icon: 'ship' },
  { key: 'payments', icon: 'credit-card' },
  { key: 'pendingTransfers', icon: 'bank' },
  { key: 'users', icon: 'user' },
  { key: 'helpDesk', icon: 'help' },
  { key: 'notifications', icon: 'bell' },
  { key: 'notificationsTeams', icon: 'bell', label: 'Notificaciones', when: (user) => !can(user, 'notifications') },
  { key: 'resetOwnPassword', icon: 'key' },
  { key: 'results', icon: 'list', when: hasTeamScreens },
  { key: 'teamCredential', icon: 'check', label: 'Credencial', when: hasTeamScreens },
  { key: 'help', icon: 'help' },
  { key: 'leaveTeam', icon: 'logout' },
  { key: 'deleteTeam', icon: 'trash', when: (_, { ownsTeam }) => ownsTeam },
];

/**
 * The sidebar of `user`. Until the ownership is known (`ownsTeam` false) an action that may be
 * refused is not offered.
 */
export function sidebarItems(user: SessionUser, { ownsTeam = false }: Partial<SidebarContext> = {}): SidebarItem[] {
  return entries
    .filter((entry) => can(user, entry.key) && (entry.when?.(user, { ownsTeam }) ?? true))
    .map(({ key, icon, label }) => ({
      key,
      label: label ?? dashboardRoutes[key].title,
      // Home is the dashboard index itself; /dashboard/home redirects there.
      href: key === 'home' ? DASHBOARD : href(key),
      icon,
    }));
}
