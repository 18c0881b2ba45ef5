import { formMessages } from '@contracts/messages';
import { teamsApiMessages } from '@contracts/teams-messages';
import { boatsApiMessages } from '@contracts/boats-messages';
import * as failureMessages from '@/api/failure-messages';

/** SPEC §8 texts of the admins' boat screens (the owner's screen has its own, 'intente nuevamente' ones). */
export const boatsAdminMessages = {
  created: boatsApiMessages.created,
  updated: boatsApiMessages.updated,
  createError: failureMessages.boats.create,
  updateError: failureMessages.boats.update,
  loadError: failureMessages.boats.detail,
  listLoadError: failureMessages.boats.list,
  teamNotFound: teamsApiMessages.idNotFound,
  boatNotFound: boatsApiMessages.notFound,
  teamLoadError: failureMessages.teams.detail,
  noChanges: formMessages.noChanges,
} as const;
