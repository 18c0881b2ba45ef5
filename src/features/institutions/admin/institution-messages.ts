import { institutionsApiMessages } from '@contracts/institutions-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the institution (fishing club) screens. */
export const institutionMessages = {
  created: institutionsApiMessages.created,
  updated: institutionsApiMessages.updated,
  /** SPEC §8: the create failure; the server's own reason wins when it gave one. */
  createError: failureMessages.institutions.createRetry,
  // SPEC §8 names no update or delete failure text; these follow the create one's wording.
  updateError: failureMessages.institutions.updateRetry,
  deleteError: failureMessages.institutions.deleteRetry,
  deleted: institutionsApiMessages.deleted,
  notFound: institutionsApiMessages.notFound,
  loadError: failureMessages.institutions.list,
} as const;
