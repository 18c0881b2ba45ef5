import { formMessages } from '@contracts/messages';
import { membersApiMessages } from '@contracts/members-messages';
import * as failureMessages from '@/api/failure-messages';

/** SPEC §8 texts of the member screens (the owner's members, the admin's participants). */
export const membersMessages = {
  added: membersApiMessages.added,
  updated: membersApiMessages.updated,
  removed: membersApiMessages.removed,
  addError: failureMessages.members.addRetry,
  updateError: failureMessages.members.updateRetry,
  removeError: failureMessages.members.remove,
  listError: failureMessages.teams.detail,
  memberError: failureMessages.members.detail,
  noChanges: formMessages.noChanges,
  notActivated: 'Cuenta no activada',
} as const;

/** SPEC §9: error toasts of member operations stay 10 s. */
export const MEMBER_ERROR_TOAST_MS = 10_000;
