import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@contracts/index';
import type { SessionUser } from '@contracts/entities/session';
import { assignableRoles, can, isAdminRole, isJudgeRole, isMemberRole, isOwnerRole, isTeamRole, routeDecision } from '@/lib/access/policy';

const user = (roleId: 1 | 2 | 3 | 4 | 5, status: SessionUser['status'] = 'active'): SessionUser => ({ id: 9, roleId, status, username: 'probando', teamId: null });
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
    expect(assignableRoles(1)).toEqual([1, 2, 3, 4, 5]);
    expect(assignableRoles(2)).toEqual([3, 4]);
  });

  it('names the judge of the tournament day (decision 0071), who is neither an admin nor a team role', () => {
    expect([1, 2, 3, 4, 5, null].map(isJudgeRole)).toEqual([false, false, false, false, true, false]);
    expect(isAdminRole(5)).toBe(false);
    expect(isTeamRole(5)).toBe(false);
  });
});

describe("the judge's least privilege (decision 0071)", () => {
  const judge = user(5);
  it("calls the tournament day and, of SPEC's calls, only those open to any signed-in role (they answer a team-less account nothing of a team)", () => {
    const allowed = allEndpoints.filter((e) => e.auth && can(judge, e)).map((e) => e.id).sort();
    expect(allowed).toEqual(
      [
        // Issue 35: the dock, logging catches (their own listed), reading the scoring.
        'checkIns.list',
        'checkIns.depart',
        'checkIns.return',
        'catches.create',
        'catches.list',
        'catches.uploadPhoto',
        'catches.getPhoto',
        'scoring.get',
        // SPEC §7 calls without roles (any signed-in account): tests/unit/mocks/tournament-day-handlers.test.ts
        // checks that a judge, who has no team, gets no team's data from them.
        'teams.getOwnOrList',
        'competitions.list',
        'competitions.getCurrent',
        'competitions.listPrices',
        'competitions.listCategories',
        'competitions.listFishSpecies',
        'results.getByCompetition',
        'members.list',
        'members.get',
        'boats.get',
        'notifications.listOwn',
        'notifications.markRead',
        'notifications.delete',
      ].sort(),
    );
  });

  it('is no jury: accepting, rejecting, correcting and the scoring set-up are the admins’', () => {
    for (const [method, path] of [['PATCH', '/catches/{id}/accept'], ['PATCH', '/catches/{id}/reject'], ['PATCH', '/catches/{id}'], ['PUT', '/competitions/{id}/scoring']] as const) {
      expect(can(judge, endpoint(method, path)), path).toBe(false);
      expect(can(user(2), endpoint(method, path)), path).toBe(true);
    }
    expect(can(user(3), endpoint('POST', '/catches'))).toBe(false);
    expect(can(user(3), endpoint('GET', '/competitions/{id}/scoring'))).toBe(true);
  });

  it('opens no SPEC page but home; of the project\'s pages, the dock', () => {
    expect(can(judge, 'home')).toBe(true);
    expect(can(judge, 'checkIn')).toBe(true);
    expect(can(user(3), 'checkIn')).toBe(false);
    for (const key of ['competitions', 'teams', 'roster', 'results', 'myTeam', 'users'] as const) expect(can(judge, key), key).toBe(false);
  });
});
