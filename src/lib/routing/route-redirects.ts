import type { SessionUser } from '@contracts/entities/session';
import { href, type DashboardRouteKey } from './routes';

export type RedirectInput = {
  user: SessionUser;
  params: Record<string, string | undefined>;
  /** history.state of the navigation that opened the route. */
  state: unknown;
};

/** Navigation state handed to /dashboard/new-credentials after a password reset or user creation. */
export type NewCredentialsState = { username: string; password: string };

export const isNewCredentialsState = (state: unknown): state is NewCredentialsState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as NewCredentialsState).username === 'string' &&
  typeof (state as NewCredentialsState).password === 'string';

/**
 * Route-specific redirects of routes.txt that go beyond role and status: create-team goes
 * to my-team once the owner has a team; new-credentials needs its navigation state; a
 * non-numeric price id on edit goes to competitions.
 */
export function routeRedirect(key: DashboardRouteKey, { user, params, state }: RedirectInput): string | null {
  switch (key) {
    case 'createTeam':
      return user.teamId ? href('myTeam') : null;
    case 'newCredentials':
      return isNewCredentialsState(state) ? null : href('users');
    case 'priceEdit':
      return /^\d+$/.test(params.id ?? '') ? null : href('competitions');
    default:
      return null;
  }
}
