import { membersApiMessages } from '@contracts/members-messages';
import { teamsApiMessages } from '@contracts/teams-messages';
/** SPEC §8 texts of the admin's participant screens (the member form's own are in src/features/members/shared). */
export const participantsMessages = {
  listError: 'Error al cargar los participantes',
  teamIdMissing: teamsApiMessages.idNotFound,
  teamLoadError: 'Error al cargar los datos del equipo',
  userIdMissing: 'Error: ID de usuario no encontrado',
  memberNotFound: membersApiMessages.notFound,
  memberLoadError: 'Error al cargar los datos del miembro',
} as const;
