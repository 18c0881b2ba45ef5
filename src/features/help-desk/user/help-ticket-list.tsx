import { Link } from 'wouter';
import type { HelpTicket } from '@contracts/entities/help-desk';
import { formatDateTime } from '@/lib/format/format';
import { helpTicketStatusLabels, helpTicketStatusTone } from '../shared/help-ticket-labels';
import { Badge } from '@/ui/badge';
import * as s from './help.css';

type Props = {
  tickets: readonly HelpTicket[];
  hrefOf: (ticket: HelpTicket) => string;
};

/** The user's own requests, newest first, each opening its detail. */
export function HelpTicketList({ tickets, hrefOf }: Props) {
  if (tickets.length === 0) return <p className={s.meta}>Todavía no enviaste ninguna solicitud.</p>;
  return (
    <ul className={s.list}>
      {tickets.map((ticket) => (
        <li key={ticket.id} className={s.item}>
          <div className={s.itemText}>
            <Link href={hrefOf(ticket)} className={s.itemLink} data-ticket-id={ticket.id}>
              {ticket.title}
            </Link>
            <p className={s.meta}>
              Enviada el <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
            </p>
          </div>
          <Badge tone={helpTicketStatusTone(ticket.status)}>{helpTicketStatusLabels[ticket.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}
