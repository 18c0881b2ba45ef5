import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';

/** team-members/edit/{userId}?teamId={teamId}: the admin's edit form; the team names the way back. */
export const editParticipantHref = (userId: number, teamId?: number) =>
  appHref(`${href('teamMemberEdit', { userId })}${teamId === undefined ? '' : `?teamId=${teamId}`}`);
