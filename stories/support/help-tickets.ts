import { userByUsername } from '../../mocks/db/queries';
import type { HelpDeskTicketRow } from '../../mocks/db/schema';
import { db } from '../../mocks/db/store';
import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';
import { openUserTicket } from '../../mocks/rules/help-tickets';

export type PendingTicket = Pick<HelpDeskTicketRow, 'title' | 'description'>;

/**
 * Story beforeEach (run after the seed is restored): gives a demo account a help request
 * sent `hoursAgo` and still waiting for an answer. The mock's own rule writes the row, so
 * the story shows exactly what POST /help_desk_tickets would have stored.
 */
export const withPendingTicket = (key: DemoAccountKey, ticket: PendingTicket, hoursAgo: number) => () => {
  const user = userByUsername(db(), demoAccount(key).username)!;
  openUserTicket(db(), user, ticket, new Date(Date.now() - hoursAgo * 3600 * 1000).toISOString());
};
