import { formMessages } from '@contracts/messages';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the admins' help desk. */
export const helpDeskMessages = {
  resolved: helpDeskApiMessages.statusUpdated,
  resolveError: failureMessages.helpDesk.updateStatus,
  listLoadError: failureMessages.helpDesk.list,
  ticketLoadError: failureMessages.helpDesk.detail,
  invalidId: formMessages.ticketId,
  notFound: helpDeskApiMessages.notFound,
} as const;
