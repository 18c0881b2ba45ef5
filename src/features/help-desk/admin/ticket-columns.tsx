import type { HelpTicket } from '@contracts/entities/help-desk';
import { helpTicketStatusLabels, helpTicketStatusTone, responseMethodLabels } from '../shared/help-ticket-labels';
import { href } from '@/lib/routing/routes';
import { Badge } from '@/ui/badge';
import type { DataTableColumn } from '@/ui/data-table';

/**
 * SPEC §2 help-desk list, declared once for cells, search, sorting, the status filter and CSV.
 * The response channel is in the request's detail (issue 21: the list fits 1280 px), which
 * each row links to.
 */
export const ticketColumns: DataTableColumn<HelpTicket>[] = [
  {
    id: 'estado',
    header: 'Estado',
    value: (t) => helpTicketStatusLabels[t.status],
    cell: (t) => <Badge tone={helpTicketStatusTone(t.status)}>{helpTicketStatusLabels[t.status]}</Badge>,
    filter: { options: Object.entries(helpTicketStatusLabels).map(([value, label]) => ({ value, label })), value: (t) => t.status },
  },
  { id: 'titulo', header: 'Título', value: (t) => t.title, isRowHeader: true },
  { id: 'solicitante', header: 'Solicitante', value: (t) => t.name },
  { id: 'canal', header: 'Canal de respuesta', value: (t) => (t.response_method ? responseMethodLabels[t.response_method] : null), onScreen: false },
  { id: 'creada', header: 'Creada', value: (t) => t.created_at, kind: 'datetime' },
];

/** Pending first (they wait for an answer), then newest first within each status. */
export const pendingFirst = (tickets: readonly HelpTicket[]) =>
  [...tickets].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.created_at.localeCompare(a.created_at) || b.id - a.id);

/** A row is a link to the request's detail (declared once, so the table keeps a stable prop). */
export const ticketHref = (ticket: HelpTicket) => href('helpDeskView', { id: ticket.id });
