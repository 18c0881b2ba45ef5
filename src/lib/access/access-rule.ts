import type { SessionUser } from '@contracts/entities/session';
import type { AccountStatus, RoleId } from '@contracts/enums';

/** Who may open a route (routes.txt) or call an endpoint: roles (absent = any role) and account statuses. */
export type AccessRule = {
  roles?: readonly RoleId[];
  /** 'any' = any status; absent = active only (SPEC §2 guard). */
  statuses?: readonly AccountStatus[] | 'any';
};

export type AccessDecision = 'allow' | 'login' | 'unauthorized';

/**
 * SPEC §2 guard: not logged in (or an inactive token, which is not a valid session) → sign
 * in; wrong role or status → /unauthorized.
 */
export function decideAccess(rule: AccessRule, user: SessionUser | null): AccessDecision {
  if (!user || user.status === 'inactive') return 'login';
  if (rule.roles && !rule.roles.includes(user.roleId)) return 'unauthorized';
  const statuses = rule.statuses ?? ['active'];
  if (statuses !== 'any' && !statuses.includes(user.status)) return 'unauthorized';
  return 'allow';
}
