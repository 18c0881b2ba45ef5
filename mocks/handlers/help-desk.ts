import { helpDeskEndpoints } from '@contracts/help-desk';
import { handle } from '../core/define-handler';
import { notFound } from '../core/errors';
import { toHelpTicket } from '../db/mappers/misc';
import type { Db } from '../db/schema';
import { openAccessRecoveryTicket, openUserTicket, resolveTicket } from '../rules/help-tickets';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';

const findTicket = (db: Db, id: number) => {
  const ticket = db.helpDeskTickets.find((t) => t.id === id);
  if (!ticket) throw notFound(helpDeskApiMessages.notFound);
  return ticket;
};

/** SPEC §7 Help desk. The user's own tickets are served by the users handlers. */
export const helpDeskHandlers = [
  handle(helpDeskEndpoints.list, ({ db }) => ({
    data: [...db.helpDeskTickets].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map((t) => toHelpTicket(db, t)),
  })),

  // With a session the ticket is the user's; without one it is an access recovery (docs/decisions/0003).
  handle(helpDeskEndpoints.create, ({ body, db, auth }) => {
    const at = new Date().toISOString();
    const ticket = auth ? openUserTicket(db, auth.user, body, at) : openAccessRecoveryTicket(db, body, at);
    return { data: toHelpTicket(db, ticket), message: helpDeskApiMessages.sent };
  }),

  handle(helpDeskEndpoints.get, ({ params, db }) => ({ data: toHelpTicket(db, findTicket(db, params.id)) })),

  handle(helpDeskEndpoints.resolve, ({ params, body, db, user }) => {
    const ticket = findTicket(db, params.id);
    resolveTicket(db, ticket, body, user, new Date().toISOString());
    return { data: toHelpTicket(db, ticket), message: helpDeskApiMessages.statusUpdated };
  }),
];
