import { Role } from '@contracts/enums';
import type { SessionUser } from '@contracts/entities/session';
import { DASHBOARD, href, type DashboardRouteKey } from '@/lib/routing/routes';

export type SidebarIcon =
  | 'home' | 'trophy' | 'anchor' | 'users' | 'user' | 'ship' | 'credit-card' | 'bank' | 'help' | 'bell'
  | 'key' | 'plus' | 'team' | 'check' | 'logout' | 'trash' | 'list';

export type SidebarItem = { key: DashboardRouteKey; label: string; href: string; icon: SidebarIcon };

const item = (key: DashboardRouteKey, label: string, icon: SidebarIcon): SidebarItem => ({ key, label, href: href(key), icon });

/**
 * SPEC §2 sidebar and §6 permissions: what each role sees, by account status and, for a
 * team owner, whether a team exists yet. 'Eliminar Equipo' only for the team's owner, once
 * known (`ownsTeam`, from GET /teams): an account with the owner role linked to someone
 * else's team reads it like a member and cannot delete it (docs/decisions/0009). It cannot
 * leave it either ('Salir del Equipo' is the invited user's route, routes.txt).
 */
export function sidebarItems(user: SessionUser, { ownsTeam = false }: { ownsTeam?: boolean } = {}): SidebarItem[] {
  // Home is the dashboard index itself; /dashboard/home redirects there.
  const home: SidebarItem = { key: 'home', label: 'Inicio', href: DASHBOARD, icon: 'home' };
  if (user.roleId === Role.SystemAdmin || user.roleId === Role.ClientAdmin) {
    return [
      home,
      item('competitions', 'Competencia', 'trophy'),
      item('institutions', 'Barras pesqueras', 'anchor'),
      item('teams', 'Equipos', 'team'),
      item('teamMembers', 'Participantes', 'users'),
      item('boats', 'Embarcaciones', 'ship'),
      item('payments', 'Pagos', 'credit-card'),
      item('pendingTransfers', 'Transferencias a confirmar', 'bank'),
      item('users', 'Usuarios', 'user'),
      item('helpDesk', 'Solicitudes de ayuda', 'help'),
      user.roleId === Role.SystemAdmin
        ? item('notifications', 'Notificaciones', 'bell')
        : item('notificationsTeams', 'Notificaciones', 'bell'),
      item('resetOwnPassword', 'Restablecer contraseña', 'key'),
    ];
  }
  if (user.status === 'registered') {
    return [home, item('activateAccount', 'Activar Cuenta', 'check'), item('help', 'Ayuda', 'help')];
  }
  if (user.roleId === Role.TeamOwner && !user.teamId) {
    return [home, item('createTeam', 'Crear Equipo', 'plus'), item('help', 'Ayuda', 'help')];
  }
  const teamItems = [
    home,
    item('myTeam', 'Equipo', 'team'),
    item('myBoat', 'Embarcación', 'ship'),
    item('myMembers', 'Miembros', 'users'),
    item('competitions', 'Competencia', 'trophy'),
    item('results', 'Resultados', 'list'),
    item('help', 'Ayuda', 'help'),
  ];
  if (user.roleId === Role.TeamMember) return [...teamItems, item('leaveTeam', 'Salir del Equipo', 'logout')];
  return ownsTeam ? [...teamItems, item('deleteTeam', 'Eliminar Equipo', 'trash')] : teamItems;
}
