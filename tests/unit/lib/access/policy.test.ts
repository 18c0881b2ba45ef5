import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@contracts/index';
import type { SessionUser } from '@contracts/entities/session';
import { assignableRoles, can, isAdminRole, isMemberRole, isOwnerRole, isTeamRole, routeDecision } from '@/lib/access/policy';

const user = (roleId: 1 | 2 | 3 | 4, status: SessionUser['status'] = 'active'): SessionUser => ({ id: 9, roleId, status, username: 'probando', teamId: null });
// Found by method and path (SPEC §7), which stay when a declaration is renamed.
const endpoint = (method: string, path: string) => {
  const found = allEndpoints.find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`${method} ${path} no está declarado`);
  return found;
};

describe('can: routes', () => {
  it('follows the route table: roles and statuses', () => {
    expect(can(user(1), 'competitionNew')).toBe(true);
    expect(can(user(2), 'competitionNew')).toBe(false);
    expect(can(user(3, 'registered'), 'help')).toBe(true);
    expect(can(user(3, 'registered'), 'myTeam')).toBe(false);
    expect(can(user(4), 'leaveTeam')).toBe(true);
    expect(can(user(3), 'leaveTeam')).toBe(false);
  });

  it('lets no one in without a session or with an inactive account, not even home', () => {
    expect(can(null, 'home')).toBe(false);
    expect(can(user(1, 'inactive'), 'home')).toBe(false);
    expect(routeDecision(null, 'home')).toBe('login');
    expect(routeDecision(user(4), 'users')).toBe('unauthorized');
    expect(routeDecision(user(4, 'registered'), 'home')).toBe('allow');
  });
});

describe('can: endpoints, from their declarations', () => {
  it('reads the roles an endpoint declares', () => {
    const createCompetition = endpoint('POST', '/competitions');
    expect(can(user(1), createCompetition)).toBe(true);
    expect(can(user(2), createCompetition)).toBe(false);
    expect(can(user(3), createCompetition)).toBe(false);
  });

  it('lets any active role call an endpoint without roles, and only active accounts by default', () => {
    const competitions = endpoint('GET', '/competitions');
    for (const roleId of [1, 2, 3, 4] as const) expect(can(user(roleId), competitions)).toBe(true);
    expect(can(user(3, 'registered'), competitions)).toBe(false);
    expect(can(null, competitions)).toBe(false);
  });

  it('reads the statuses an endpoint declares', () => {
    const activate = endpoint('POST', '/auth/activate');
    expect(can(user(3, 'registered'), activate)).toBe(true);
    expect(can(user(3), activate)).toBe(false);
  });

  it('opens an endpoint without auth to everyone, signed in or not', () => {
    const login = endpoint('POST', '/auth/login');
    expect(can(null, login)).toBe(true);
    expect(can(user(2, 'registered'), login)).toBe(true);
  });
});

describe('role predicates', () => {
  it('names the roles of SPEC §6', () => {
    expect([1, 2, 3, 4, null, undefined].map(isAdminRole)).toEqual([true, true, false, false, false, false]);
    expect([1, 2, 3, 4, null].map(isOwnerRole)).toEqual([false, false, true, false, false]);
    expect([1, 2, 3, 4, null].map(isMemberRole)).toEqual([false, false, false, true, false]);
    expect([1, 2, 3, 4, null].map(isTeamRole)).toEqual([false, false, true, true, false]);
  });

  it('lets the system admin give any role and the client admin only team roles', () => {
    expect(assignableRoles(1)).toEqual([1, 2, 3, 4]);
    expect(assignableRoles(2)).toEqual([3, 4]);
  });
});
