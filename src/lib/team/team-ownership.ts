import type { SessionUser } from '@contracts/entities/session';
import type { Team } from '@contracts/entities/teams';
import { teamRoles, type RoleId } from '@contracts/enums';
import { useOwnTeam } from './team-readings';

/**
 * docs/decisions/0009: a team is changed only by its owner, the account that created it
 * (GET /teams owner_id). The role id does not say it: an admin may link an account with the
 * owner role to someone else's team, and that account reads like a member.
 */
export const ownsTeam = (user: Pick<SessionUser, 'id'> | null | undefined, team: Pick<Team, 'owner_id'>) =>
  user != null && team.owner_id === user.id;

export type TeamOwnership =
  /** No team to own (admins, accounts without a team). */
  | { status: 'none' }
  | { status: 'loading' }
  /** The team could not be read: treated as not owned, so no action that might fail is offered. */
  | { status: 'error' }
  | { status: 'known'; ownerId: number; isOwner: boolean };

/**
 * Shown to an account with the owner role on a team it does not own: why the team, boat and
 * members screens offer nothing to change (a member, role 4, expects that and is not told).
 */
export const NOT_OWNER_NOTE = 'Solo el dueño del equipo puede modificarlo. Vos lo ves en solo lectura.';

/** Only active team accounts read their team (GET /teams answers 403 to a registered one). */
const hasTeam = (user: SessionUser | null): user is SessionUser =>
  user !== null && user.status === 'active' && Boolean(user.teamId) && (teamRoles as readonly RoleId[]).includes(user.roleId);

/**
 * Who owns the session user's team, for the screens that do not read the team themselves
 * (the sidebar, the home, the members list). The screens that read GET /teams anyway use
 * ownsTeam on their own answer instead. Pass null to skip the call (e.g. for a member,
 * whose menu does not depend on it).
 */
export function useTeamOwnership(user: SessionUser | null): TeamOwnership {
  const enabled = hasTeam(user);
  // The same cached read as the team, boat and delete screens: one request for all of them.
  const team = useOwnTeam({ enabled });
  if (!enabled) return { status: 'none' };
  if (team.isPending) return { status: 'loading' };
  if (team.isLoadingError) return { status: 'error' };
  return { status: 'known', ownerId: team.data.owner_id, isOwner: ownsTeam(user, team.data) };
}

/** True only once the team is known to be the user's own. */
export const isKnownOwner = (ownership: TeamOwnership) => ownership.status === 'known' && ownership.isOwner;
