import { membersApiMessages } from '@contracts/members-messages';
import { teamsApiMessages } from '@contracts/teams-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the admin's participant screens (the member form's own are in src/features/members/shared). */
export const participantsMessages = {
  listError: failureMessages.members.list,
  teamIdMissing: teamsApiMessages.idNotFound,
  teamLoadError: failureMessages.teams.detail,
  userIdMissing: 'Error: ID de usuario no encontrado',
  memberNotFound: membersApiMessages.notFound,
  memberLoadError: failureMessages.members.detail,
} as const;
