import { permissionMessages } from '@contracts/messages';
import { forbidden } from '../core/errors';
import { teamById } from '../db/queries';
import type { Db, TeamRow, UserRow } from '../db/schema';
import { isAdmin } from './caller';

/**
 * Only the team's owner changes the team (docs/decisions/0009): its data, family category,
 * members, boat, registration and payments. The owner is teams.owner_id, the account that
 * created the team; the role id does not make an owner, since an admin may link an account
 * with the owner role to someone else's team (the admin add-member screen's default role).
 * Such an account reads, like a member. Admins keep their powers over every team.
 * A refusal is a 403 thrown before anything changes.
 */
export function assertTeamOwner(user: UserRow, team: Pick<TeamRow, 'owner_id'>) {
  if (isAdmin(user)) return;
  if (team.owner_id !== user.id) throw forbidden(permissionMessages.teamOwnerOnly);
}

/**
 * The same rule for calls that act on the caller's own team (user.team_id). Without a team
 * (or with a team gone) there is nothing to own: the call's own checks answer that case.
 */
export function assertOwnsOwnTeam(db: Db, user: UserRow) {
  const team = user.team_id === null ? undefined : teamById(db, user.team_id);
  if (team) assertTeamOwner(user, team);
}
