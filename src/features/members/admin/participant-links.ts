import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';

/** team-members/add?teamId={teamId}: the admin's add form for that team. */
export const addParticipantHref = (teamId: number) => appHref(`${href('teamMemberAdd')}?teamId=${teamId}`);

/** team-members/edit/{userId}?teamId={teamId}: the admin's edit form; the team names the way back. */
export const editParticipantHref = (userId: number, teamId?: number) =>
  appHref(`${href('teamMemberEdit', { userId })}${teamId === undefined ? '' : `?teamId=${teamId}`}`);

/** A query parameter as a positive integer id, or null when it is missing or not one. */
export function parseIdParam(raw: string | null | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
