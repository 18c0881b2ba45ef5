import { isPendingInstitutionRequest } from '@contracts/entities/help-desk';
import { ruleBroken } from '../core/errors';
import type { Db } from '../db/schema';
import { teamsApiMessages } from '@contracts/teams-messages';

export const PENDING_CLUB_REQUEST_MESSAGE = teamsApiMessages.pendingClubRequest;

/**
 * Whether the user waits for an answer to a request for a new club: a pending ticket of the
 * request-institution form (as the screens tell it, contracts/entities/help-desk), or a
 * pending club request row whose ticket is not answered yet.
 */
export function hasPendingClubRequest(db: Db, userId: number): boolean {
  const tickets = db.helpDeskTickets.filter((t) => t.user_id === userId);
  if (tickets.some(isPendingInstitutionRequest)) return true;
  return db.clubRequests.some(
    (r) => r.requested_by === userId && r.status === 'pending' && tickets.some((t) => t.id === r.help_desk_ticket_id && t.status === 'pending'),
  );
}

/** SPEC §4: a pending request for a new club blocks creating or editing the team (422). */
export function assertNoPendingClubRequest(db: Db, userId: number) {
  if (hasPendingClubRequest(db, userId)) throw ruleBroken(PENDING_CLUB_REQUEST_MESSAGE);
}
