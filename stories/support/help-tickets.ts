import { userByUsername } from '../../mocks/db/queries';
import type { HelpDeskTicketRow } from '../../mocks/db/schema';
import { db, nextId } from '../../mocks/db/store';
import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';

export type PendingTicket = Pick<HelpDeskTicketRow, 'title' | 'description'>;

/**
 * Story beforeEach (run after the seed is restored): gives a demo account a help request
 * sent `hoursAgo` and still waiting for an answer.
 */
export const withPendingTicket = (key: DemoAccountKey, ticket: PendingTicket, hoursAgo: number) => () => {
  const user = userByUsername(db(), demoAccount(key).username)!;
  const at = new Date(Date.now() - hoursAgo * 3600 * 1000).toISOString();
  db().helpDeskTickets.push({
    id: nextId(db().helpDeskTickets),
    user_id: user.id,
    name: user.username,
    email: null,
    phone_number: null,
    title: ticket.title,
    description: ticket.description,
    dni: null,
    status: 'pending',
    response: null,
    admin_comment: null,
    response_method: null,
    responded_by: null,
    created_at: at,
    updated_at: at,
    closed_at: null,
  });
};
