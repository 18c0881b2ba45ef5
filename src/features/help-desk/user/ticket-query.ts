import { idParamWith } from '@contracts/core/fields';
import { formMessages } from '@contracts/messages';

/** The help page shows one request in detail when the URL says `?ticket={id}`. */
export const TICKET_QUERY = 'ticket';

const ticketId = idParamWith(formMessages.ticketId);

export type TicketSelection = { kind: 'none' } | { kind: 'invalid'; message: string } | { kind: 'ticket'; id: number };

/** Reads `?ticket=`: absent, a positive integer, or invalid (`formMessages.ticketId`). */
export function ticketSelection(search: string): TicketSelection {
  const raw = new URLSearchParams(search).get(TICKET_QUERY);
  if (raw === null) return { kind: 'none' };
  const parsed = ticketId.safeParse(raw.trim() === '' ? undefined : raw);
  return parsed.success ? { kind: 'ticket', id: parsed.data } : { kind: 'invalid', message: formMessages.ticketId };
}

export const ticketHref = (location: string, id: number) => `${location}?${TICKET_QUERY}=${id}`;
