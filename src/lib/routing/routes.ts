// Relative imports with extensions: build tooling reads this table in Node, without Vite's aliases.
import { Role } from '../../../contracts/roles.ts';
import type { AccessRule } from '../access/access-rule';
import { DASHBOARD } from '../session/entry-routes.ts';

const { SystemAdmin: SA, ClientAdmin: CA, TeamOwner: OW, TeamMember: MB, Judge: JU } = Role;
const admins = [SA, CA] as const;
/** The tournament day's staff at the dock and on the water: contracts/enums.ts dayStaffRoles (decision 0071). */
const dayStaff = [SA, CA, JU] as const;
const team = [OW, MB] as const;

export { publicPaths, DASHBOARD } from '../session/entry-routes.ts';

/** A page module, as its path under src/ without extension ('features/home/home-page'). */
export type PageModule = `features/${string}`;
/** A route's page: one module, or one per audience when the screen differs by role (competitions). */
export type RoutePage = PageModule | { readonly admins: PageModule; readonly team: PageModule };

export type DashboardRoute = { path: string; title: string; access: AccessRule; page: RoutePage };

/**
 * Every dashboard route of routes.txt: its path relative to /dashboard (wouter syntax), its
 * title, who may open it and its page. Order matters: specific paths precede parameterised
 * ones. Plain data, so the build reads the pages without running any of them; the app loads
 * each page lazily (src/app/dashboard-pages.ts), the policy reads `access`, links use `href`.
 */
export const dashboardRoutes = {
  // Anyone signed in, whatever the status, may enter the dashboard: its home is the door's rule.
  home: { path: '/home', title: 'Inicio', access: { statuses: 'any' }, page: 'features/home/home-page' },
  activateAccount: { path: '/activate-account', title: 'Activar Cuenta', access: { roles: team, statuses: ['registered'] }, page: 'features/users/account/activate-account-page' },
  createTeam: { path: '/create-team', title: 'Crear Equipo', access: { roles: [OW] }, page: 'features/teams/owner/create-team-page' },
  deleteTeam: { path: '/delete-team', title: 'Eliminar Equipo', access: { roles: [OW] }, page: 'features/teams/owner/delete-team-page' },
  leaveTeam: { path: '/leave-team', title: 'Salir del Equipo', access: { roles: [MB] }, page: 'features/teams/owner/leave-team-page' },
  myTeam: { path: '/my-team', title: 'Equipo', access: { roles: team }, page: 'features/teams/owner/my-team-page' },
  myBoat: { path: '/my-boat', title: 'Embarcación', access: { roles: team }, page: 'features/boats/owner/my-boat-page' },
  myMembers: { path: '/my-members', title: 'Miembros', access: { roles: team }, page: 'features/members/owner/my-members-page' },
  competitionNew: { path: '/competitions/new', title: 'Nueva competencia', access: { roles: [SA] }, page: 'features/competitions/admin/competition-new-page' },
  competitionEdit: { path: '/competitions/edit/:id', title: 'Editar competencia', access: { roles: admins }, page: 'features/competitions/admin/competition-edit-page' },
  competitionView: { path: '/competitions/view/:id', title: 'Detalle de la competencia', access: { roles: admins }, page: 'features/competitions/admin/competition-view-page' },
  paymentSuccess: { path: '/competitions/payment/success', title: 'Resultado del pago', access: { roles: [OW] }, page: 'features/payments/owner/payment-result-page' },
  competitionResults: { path: '/competitions/:id/results', title: 'Resultados de la competencia', access: { roles: admins }, page: 'features/results/admin/results-admin-page' },
  competitions: { path: '/competitions', title: 'Competencia', access: { roles: [SA, CA, OW, MB] }, page: { admins: 'features/competitions/admin/admin-competitions-page', team: 'features/competitions/owner/team-competitions-page' } },
  institutionNew: { path: '/institutions/new', title: 'Nueva barra pesquera', access: { roles: admins }, page: 'features/institutions/admin/institution-new-page' },
  institutionEdit: { path: '/institutions/edit/:id', title: 'Editar barra pesquera', access: { roles: admins }, page: 'features/institutions/admin/institution-edit-page' },
  institutions: { path: '/institutions', title: 'Barras pesqueras', access: { roles: admins }, page: 'features/institutions/admin/institutions-page' },
  boatCreate: { path: '/boats/create', title: 'Nueva embarcación', access: { roles: admins }, page: 'features/boats/admin/boat-create-page' },
  boatEdit: { path: '/boats/edit/:id', title: 'Editar embarcación', access: { roles: admins }, page: 'features/boats/admin/boat-edit-page' },
  boats: { path: '/boats', title: 'Embarcaciones', access: { roles: admins }, page: 'features/boats/admin/boats-page' },
  paymentView: { path: '/payments/view/:id', title: 'Detalle del pago', access: { roles: admins }, page: 'features/payments/admin/payment-detail-page' },
  payments: { path: '/payments', title: 'Pagos', access: { roles: admins }, page: 'features/payments/admin/payments-page' },
  // Beyond routes.txt (issue 22, docs/decisions/0051): the statement reconciliation, for whoever may confirm transfers.
  pendingTransfersReconcile: { path: '/pending-transfers/reconcile', title: 'Conciliar con el extracto', access: { roles: admins }, page: 'features/payments/admin/reconcile/reconcile-page' },
  pendingTransferView: { path: '/pending-transfers/view/:id', title: 'Detalle de la transferencia', access: { roles: admins }, page: 'features/payments/admin/pending-transfer-page' },
  pendingTransfers: { path: '/pending-transfers', title: 'Transferencias a confirmar', access: { roles: admins }, page: 'features/payments/admin/pending-transfers-page' },
  results: { path: '/results', title: 'Resultados', access: { roles: team }, page: 'features/results/view/results-page' },
  userNew: { path: '/users/new', title: 'Nuevo usuario', access: { roles: admins }, page: 'features/users/admin/user-new-page' },
  userView: { path: '/users/view/:id', title: 'Registro del usuario', access: { roles: admins }, page: 'features/users/admin/user-log-page' },
  users: { path: '/users', title: 'Usuarios', access: { roles: admins }, page: 'features/users/admin/users-page' },
  teamNew: { path: '/teams/new', title: 'Nuevo equipo', access: { roles: admins }, page: 'features/teams/admin/team-new-page' },
  teamView: { path: '/teams/view/:id', title: 'Detalle del equipo', access: { roles: admins }, page: 'features/teams/admin/team-detail-page' },
  teamEdit: { path: '/teams/edit/:id', title: 'Editar equipo', access: { roles: admins }, page: 'features/teams/admin/team-edit-page' },
  teams: { path: '/teams', title: 'Equipos', access: { roles: admins }, page: 'features/teams/admin/teams-page' },
  teamMemberAdd: { path: '/team-members/add', title: 'Agregar participante', access: { roles: admins }, page: 'features/members/admin/member-add-page' },
  teamMemberEdit: { path: '/team-members/edit/:userId', title: 'Editar participante', access: { roles: admins }, page: 'features/members/admin/member-edit-page' },
  teamMembers: { path: '/team-members', title: 'Participantes', access: { roles: admins }, page: 'features/members/admin/participants-page' },
  requestInstitution: { path: '/request-institution', title: 'Solicitar barra pesquera', access: { roles: [OW] }, page: 'features/institutions/club-request/request-institution-page' },
  transfer: { path: '/transfer/:priceId', title: 'Pago por transferencia', access: { roles: [OW] }, page: 'features/payments/owner/transfer-page' },
  helpDeskView: { path: '/help-desk/view/:id', title: 'Detalle de la solicitud', access: { roles: admins }, page: 'features/help-desk/admin/ticket-view-page' },
  helpDesk: { path: '/help-desk', title: 'Solicitudes de ayuda', access: { roles: admins }, page: 'features/help-desk/admin/help-desk-page' },
  resetOwnPassword: { path: '/me/reset-password', title: 'Restablecer contraseña', access: { roles: admins }, page: 'features/users/admin/reset-own-password-page' },
  help: { path: '/help', title: 'Ayuda', access: { roles: team, statuses: ['registered', 'active'] }, page: 'features/help-desk/user/help-page' },
  notificationsTeams: { path: '/notifications/teams', title: 'Notificaciones de equipos', access: { roles: admins }, page: 'features/notifications/admin/team-notifications-page' },
  notifications: { path: '/notifications', title: 'Notificaciones', access: { roles: [SA] }, page: 'features/notifications/admin/notifications-page' },
  newCredentials: { path: '/new-credentials', title: 'Nuevas credenciales', access: { roles: admins }, page: 'features/users/admin/new-credentials-page' },
  priceNew: { path: '/price/new', title: 'Nuevo precio', access: { roles: [SA] }, page: 'features/competitions/admin/price-new-page' },
  priceEdit: { path: '/price/edit/:id', title: 'Editar precio', access: { roles: [SA] }, page: 'features/competitions/admin/price-edit-page' },
  // Venue mode (issue 23): beyond SPEC's routes.txt, recorded in docs/decisions/0050.
  teamCredential: { path: '/credential', title: 'Credencial del equipo', access: { roles: team }, page: 'features/venue/credential/credential-page' },
  roster: { path: '/roster', title: 'Planilla de control', access: { roles: admins }, page: 'features/venue/roster/roster-page' },
  // The tournament day (issue 35): beyond routes.txt, decisions 0071, 0072 (the dock), 0073 (the catch log) and 0074 (the jury).
  checkIn: { path: '/check-in', title: 'Control de muelle', access: { roles: dayStaff }, page: 'features/tournament-day/dock/dock-page' },
  catchReview: { path: '/catches/review', title: 'Jurado', access: { roles: admins }, page: 'features/tournament-day/jury/catch-review-page' },
  catches: { path: '/catches', title: 'Capturas', access: { roles: [SA, CA, Role.Judge] }, page: 'features/tournament-day/catches/catches-page' },
} as const satisfies Record<string, DashboardRoute>;

export type DashboardRouteKey = keyof typeof dashboardRoutes;

/** The modules of a route's page (both audiences of a page by role). */
export const pageModules = (page: RoutePage): PageModule[] => (typeof page === 'string' ? [page] : [page.admins, page.team]);

/** ':id' and ':userId' of '/teams/view/:id' as a union of names. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route, by name. */
export type RouteParams<K extends DashboardRouteKey> = { [Name in ParamNames<(typeof dashboardRoutes)[K]['path']>]: string | number };

/** A route without parameters takes none; one with parameters takes exactly those (a compile error otherwise). */
type HrefArgs<K extends DashboardRouteKey> = [ParamNames<(typeof dashboardRoutes)[K]['path']>] extends [never] ? [] : [params: RouteParams<K>];

/** A route's absolute path pattern, as wouter matches it ('/dashboard/teams/view/:id'). */
export const routePattern = (key: DashboardRouteKey): string => `${DASHBOARD}${dashboardRoutes[key].path}`;

/** The routes whose href needs no parameter. */
export type StaticRouteKey = { [K in DashboardRouteKey]: HrefArgs<K> extends [] ? K : never }[DashboardRouteKey];

/** Absolute href of a dashboard route, filling its `:params`. */
export function href<K extends DashboardRouteKey>(key: K, ...[params]: HrefArgs<K>): string {
  const values: Record<string, string | number> = params ?? {};
  const path = dashboardRoutes[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    // Unreachable from typed code; kept for callers that cast.
    if (value === undefined) throw new Error(`Falta el parámetro ${name} para ${key}`);
    return encodeURIComponent(String(value));
  });
  return `${DASHBOARD}${path}`;
}
