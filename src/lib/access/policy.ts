import type { AnyEndpoint } from '@contracts/core/endpoint';
import type { SessionUser } from '@contracts/entities/session';
import { Role, type RoleId } from '@contracts/roles';
import { dashboardRoutes, type DashboardRouteKey } from '../routing/routes';
import { decideAccess, type AccessDecision, type AccessRule } from './access-rule';

/**
 * The one authorization policy of the app (SPEC §2 guard, §6 permissions): who may open a
 * route (its `access` in the route table) and who may call an endpoint (its `auth`, `roles`
 * and `statuses` in contracts/). Screens ask it instead of comparing role ids, so a rule
 * changes in the table or the declaration and every screen, the guard and the sidebar follow.
 */

/** What an endpoint declaration says about its callers. */
export type EndpointAccess = Pick<AnyEndpoint, 'auth' | 'roles' | 'statuses'>;

/** The rule of a route or an endpoint; null for an endpoint open to everyone, signed in or not (`auth: false`). */
function ruleOf(target: DashboardRouteKey | EndpointAccess): AccessRule | null {
  if (typeof target === 'string') return dashboardRoutes[target].access;
  return target.auth ? { roles: target.roles, statuses: target.statuses } : null;
}

/** The guard's decision for a route: open it, sign in first, or /unauthorized. */
export const routeDecision = (user: SessionUser | null, key: DashboardRouteKey): AccessDecision => decideAccess(dashboardRoutes[key].access, user);

/** Whether `user` may open the route or call the endpoint. */
export function can(user: SessionUser | null, target: DashboardRouteKey | EndpointAccess): boolean {
  const rule = ruleOf(target);
  return rule === null || decideAccess(rule, user) === 'allow';
}

/*
 * Named predicates for what depends on the role itself rather than on one route or call: a
 * screen's wording or which of two screens to show (SPEC §6 roles). They take a role id, so
 * they read the session user's `roleId` and a listed user's `role_id` alike.
 */
type MaybeRole = number | null | undefined;
/** System or client admin (the back office). */
/** The organisers' roles. */
export const adminRoleIds: readonly RoleId[] = [Role.SystemAdmin, Role.ClientAdmin];
export const isAdminRole = (roleId: MaybeRole): boolean => adminRoleIds.some((admin) => admin === roleId);
/** Primary user: creates and owns a team (though an account with this role may be linked to another's team, decision 0009). */
export const isOwnerRole = (roleId: MaybeRole): boolean => roleId === Role.TeamOwner;
/** Invited user: belongs to a team it does not own. */
export const isMemberRole = (roleId: MaybeRole): boolean => roleId === Role.TeamMember;
/** Owner or member: a role that belongs to a team. */
export const isTeamRole = (roleId: MaybeRole): boolean => isOwnerRole(roleId) || isMemberRole(roleId);

/** The tournament day's judge ('Fiscal', docs/decisions/0071): checks teams at the dock and logs catches, nothing else. */
export const isJudgeRole = (roleId: MaybeRole): boolean => roleId === Role.Judge;

/**
 * SPEC §6: the system admin may give any role (the judge's too, decision 0071); the client admin
 * only primary or invited user.
 */
export const assignableRoles = (actorRole: RoleId): RoleId[] =>
  actorRole === Role.SystemAdmin
    ? [Role.SystemAdmin, Role.ClientAdmin, Role.TeamOwner, Role.TeamMember, Role.Judge]
    : [Role.TeamOwner, Role.TeamMember];
