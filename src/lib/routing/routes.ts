import { Role } from '@contracts/roles';
import type { AccessRule } from './route-access';
import { DASHBOARD, dashboardDoorAccess } from '../session/entry-routes';

const { SystemAdmin: SA, ClientAdmin: CA, TeamOwner: OW, TeamMember: MB } = Role;
const admins = [SA, CA] as const;
const team = [OW, MB] as const;

export { publicPaths, DASHBOARD } from '../session/entry-routes';

/**
 * Every dashboard route of routes.txt: its path relative to /dashboard (wouter syntax),
 * who may open it, and its title. Order matters: specific paths precede parameterised
 * ones. The app maps each key to a lazily loaded page; the sidebar and links use `href`.
 */
export const dashboardRoutes = {
  home: { path: '/home', title: 'Inicio', access: dashboardDoorAccess },
  activateAccount: { path: '/activate-account', title: 'Activar Cuenta', access: { roles: team, statuses: ['registered'] } },
  createTeam: { path: '/create-team', title: 'Crear Equipo', access: { roles: [OW] } },
  deleteTeam: { path: '/delete-team', title: 'Eliminar Equipo', access: { roles: [OW] } },
  leaveTeam: { path: '/leave-team', title: 'Salir del Equipo', access: { roles: [MB] } },
  myTeam: { path: '/my-team', title: 'Equipo', access: { roles: team } },
  myBoat: { path: '/my-boat', title: 'Embarcación', access: { roles: team } },
  myMembers: { path: '/my-members', title: 'Miembros', access: { roles: team } },
  competitionNew: { path: '/competitions/new', title: 'Nueva competencia', access: { roles: [SA] } },
  competitionEdit: { path: '/competitions/edit/:id', title: 'Editar competencia', access: { roles: admins } },
  competitionView: { path: '/competitions/view/:id', title: 'Detalle de la competencia', access: { roles: admins } },
  paymentSuccess: { path: '/competitions/payment/success', title: 'Resultado del pago', access: { roles: [OW] } },
  competitionResults: { path: '/competitions/:id/results', title: 'Resultados de la competencia', access: { roles: admins } },
  competitions: { path: '/competitions', title: 'Competencia', access: { roles: [SA, CA, OW, MB] } },
  institutionNew: { path: '/institutions/new', title: 'Nueva barra pesquera', access: { roles: admins } },
  institutionEdit: { path: '/institutions/edit/:id', title: 'Editar barra pesquera', access: { roles: admins } },
  institutions: { path: '/institutions', title: 'Barras pesqueras', access: { roles: admins } },
  boatCreate: { path: '/boats/create', title: 'Nueva embarcación', access: { roles: admins } },
  boatEdit: { path: '/boats/edit/:id', title: 'Editar embarcación', access: { roles: admins } },
  boats: { path: '/boats', title: 'Embarcaciones', access: { roles: admins } },
  paymentView: { path: '/payments/view/:id', title: 'Detalle del pago', access: { roles: admins } },
  payments: { path: '/payments', title: 'Pagos', access: { roles: admins } },
  pendingTransferView: { path: '/pending-transfers/view/:id', title: 'Detalle de la transferencia', access: { roles: admins } },
  pendingTransfers: { path: '/pending-transfers', title: 'Transferencias a confirmar', access: { roles: admins } },
  results: { path: '/results', title: 'Resultados', access: { roles: team } },
  userNew: { path: '/users/new', title: 'Nuevo usuario', access: { roles: admins } },
  userView: { path: '/users/view/:id', title: 'Registro del usuario', access: { roles: admins } },
  users: { path: '/users', title: 'Usuarios', access: { roles: admins } },
  teamNew: { path: '/teams/new', title: 'Nuevo equipo', access: { roles: admins } },
  teamView: { path: '/teams/view/:id', title: 'Detalle del equipo', access: { roles: admins } },
  teamEdit: { path: '/teams/edit/:id', title: 'Editar equipo', access: { roles: admins } },
  teams: { path: '/teams', title: 'Equipos', access: { roles: admins } },
  teamMemberAdd: { path: '/team-members/add', title: 'Agregar participante', access: { roles: admins } },
  teamMemberEdit: { path: '/team-members/edit/:userId', title: 'Editar participante', access: { roles: admins } },
  teamMembers: { path: '/team-members', title: 'Participantes', access: { roles: admins } },
  requestInstitution: { path: '/request-institution', title: 'Solicitar barra pesquera', access: { roles: [OW] } },
  transfer: { path: '/transfer/:priceId', title: 'Pago por transferencia', access: { roles: [OW] } },
  helpDeskView: { path: '/help-desk/view/:id', title: 'Detalle de la solicitud', access: { roles: admins } },
  helpDesk: { path: '/help-desk', title: 'Solicitudes de ayuda', access: { roles: admins } },
  resetOwnPassword: { path: '/me/reset-password', title: 'Restablecer contraseña', access: { roles: admins } },
  help: { path: '/help', title: 'Ayuda', access: { roles: team, statuses: ['registered', 'active'] } },
  notificationsTeams: { path: '/notifications/teams', title: 'Notificaciones de equipos', access: { roles: admins } },
  notifications: { path: '/notifications', title: 'Notificaciones', access: { roles: [SA] } },
  newCredentials: { path: '/new-credentials', title: 'Nuevas credenciales', access: { roles: admins } },
  priceNew: { path: '/price/new', title: 'Nuevo precio', access: { roles: [SA] } },
  priceEdit: { path: '/price/edit/:id', title: 'Editar precio', access: { roles: [SA] } },
} as const satisfies Record<string, { path: string; title: string; access: AccessRule }>;

export type DashboardRouteKey = keyof typeof dashboardRoutes;

/** Absolute href of a dashboard route, filling `:params`. */
export function href(key: DashboardRouteKey, params: Record<string, string | number> = {}): string {
  const path = dashboardRoutes[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} para ${key}`);
    return encodeURIComponent(String(value));
  });
  return `${DASHBOARD}${path}`;
}
