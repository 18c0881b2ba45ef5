import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, href } from '@/lib/routing/routes';
import { decideAccess } from '@/lib/access/access-rule';
import type { SessionUser } from '@contracts/entities/session';

type Line = { path: string; roles: number[] | 'any'; statuses: string[] };

const lines: Line[] = readFileSync('tests/fixtures/routes.txt', 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('/dashboard'))
  .map((l) => {
    const [path = '', who = ''] = l.trim().split(/\s+/);
    const status = /status=(.+?)(\s{2,}|\(|$)/.exec(l)?.[1]?.trim();
    return {
      path: path.replace(/\{(\w+)\}/g, ':$1'),
      roles: who === 'any' ? 'any' : who.split(',').map(Number),
      statuses: who === 'any' ? ['any'] : status ? status.split(' or ') : ['active'],
    };
  });

const user = (roleId: 1 | 2 | 3 | 4 | 5, status: SessionUser['status'] = 'active'): SessionUser => ({ id: 9, roleId, status, username: 'probando' });

describe('dashboard route table', () => {
  it('declares every route of routes.txt', () => {
    const declared = new Set(Object.values(dashboardRoutes).map((r) => `/dashboard${r.path}`));
    const missing = lines.map((l) => l.path).filter((p) => p !== '/dashboard' && !declared.has(p));
    expect(missing).toEqual([]);
  });

  it.each(lines.filter((l) => l.path !== '/dashboard'))('lets exactly the right roles and statuses open $path', (line) => {
    const route = Object.values(dashboardRoutes).find((r) => `/dashboard${r.path}` === line.path)!;
    // Role 5, the tournament day's judge (decision 0071), opens only what "any" logged-in user may.
    for (const roleId of [1, 2, 3, 4, 5] as const) {
      for (const status of ['registered', 'active'] as const) {
        const roleOk = line.roles === 'any' || line.roles.includes(roleId);
        const statusOk = line.statuses.includes('any') || line.statuses.includes(status);
        expect(decideAccess(route.access, user(roleId, status)), `${roleId}/${status}`).toBe(roleOk && statusOk ? 'allow' : 'unauthorized');
      }
    }
  });

  it('opens the statement reconciliation, beyond routes.txt, to the admins who may confirm transfers and no one else', () => {
    const reconcile = dashboardRoutes.pendingTransfersReconcile;
    expect(href('pendingTransfersReconcile')).toBe('/dashboard/pending-transfers/reconcile');
    for (const roleId of [1, 2, 3, 4] as const) {
      for (const status of ['registered', 'active'] as const) {
        const same = decideAccess(dashboardRoutes.pendingTransfers.access, user(roleId, status));
        expect(decideAccess(reconcile.access, user(roleId, status)), `${roleId}/${status}`).toBe(same);
      }
    }
    expect(decideAccess(reconcile.access, user(2))).toBe('allow');
    expect(decideAccess(reconcile.access, user(3))).toBe('unauthorized');
  });

  it('opens the dock (issue 35), beyond routes.txt, to the day staff: the admins and the judge, active; no team role', () => {
    expect(href('checkIn')).toBe('/dashboard/check-in');
    for (const roleId of [1, 2, 3, 4, 5] as const) {
      for (const status of ['registered', 'active'] as const) {
        const expected = [1, 2, 5].includes(roleId) && status === 'active' ? 'allow' : 'unauthorized';
        expect(decideAccess(dashboardRoutes.checkIn.access, user(roleId, status)), `${roleId}/${status}`).toBe(expected);
      }
    }
  });

  it('sends a visitor without session, or with an inactive token, to sign in', () => {
    expect(decideAccess(dashboardRoutes.home.access, null)).toBe('login');
    expect(decideAccess(dashboardRoutes.home.access, user(3, 'inactive'))).toBe('login');
  });

  it('builds hrefs with encoded params', () => {
    expect(href('teamView', { id: 12 })).toBe('/dashboard/teams/view/12');
    expect(href('teamMemberEdit', { userId: 'a b' })).toBe('/dashboard/team-members/edit/a%20b');
    // A missing parameter is a compile error (tests/types/href.test-d.ts); a cast still fails loudly.
    expect(() => (href as (key: string) => string)('teamView')).toThrow();
  });
});
