import { describe, expect, it } from 'vitest';
import { routeRedirect } from '@/lib/routing/route-redirects';
import type { SessionUser } from '@contracts/entities/session';
import { href } from '@/lib/routing/routes';

const owner = (teamId: number | null): SessionUser => ({ id: 3, roleId: 3, status: 'active', teamId, username: 'duenio01' });
const admin: SessionUser = { id: 1, roleId: 1, status: 'active', username: 'admin01' };

describe('route-specific redirects', () => {
  it('sends an owner who already has a team from create-team to my-team', () => {
    expect(routeRedirect('createTeam', { user: owner(4), params: {}, state: null })).toBe(href('myTeam'));
    expect(routeRedirect('createTeam', { user: owner(null), params: {}, state: null })).toBeNull();
  });

  it('sends new-credentials without navigation state to the users list', () => {
    expect(routeRedirect('newCredentials', { user: admin, params: {}, state: null })).toBe(href('users'));
    expect(routeRedirect('newCredentials', { user: admin, params: {}, state: { username: 'a', password: 'b' } })).toBeNull();
  });

  it('sends a non-numeric price id on edit to competitions', () => {
    expect(routeRedirect('priceEdit', { user: admin, params: { id: 'abc' }, state: null })).toBe(href('competitions'));
    expect(routeRedirect('priceEdit', { user: admin, params: { id: '12' }, state: null })).toBeNull();
  });
});
