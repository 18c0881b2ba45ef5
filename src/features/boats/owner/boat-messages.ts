import { formMessages } from '@contracts/messages';
import { boatsApiMessages } from '@contracts/boats-messages';
import * as failureMessages from '@/api/failure-messages';

/** SPEC §5, §8 texts of the boat screen. */
export const boatMessages = {
  created: boatsApiMessages.created,
  updated: boatsApiMessages.updated,
  createError: failureMessages.boats.createRetry,
  updateError: failureMessages.boats.updateRetry,
  loadError: failureMessages.boats.detail,
  noChanges: formMessages.noChanges,
  memberEmpty: 'Tu equipo todavía no registró una embarcación',
} as const;
