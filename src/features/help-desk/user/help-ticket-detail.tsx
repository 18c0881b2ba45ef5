import { useEffect, useRef, type ReactNode } from 'react';
import type { HelpTicket } from '@contracts/entities/help-desk';
import { formatDateTime } from '@/lib/format/format';
import { helpTicketStatusLabels, helpTicketStatusTone, responseMethodLabels } from '../shared/help-ticket-labels';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Panel } from '@/ui/panel';
import * as s from './help.css';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={s.detailRow}>
      <dt className={s.term}>{term}</dt>
      <dd className={s.definition}>{children}</dd>
    </div>
  );
}

/** The back button of every detail state. */
export function BackToList({ onBack }: { onBack: () => void }) {
  return (
    <div>
      <Button variant="secondary" onPress={onBack}>
        Volver a mis solicitudes
      </Button>
    </div>
  );
}

/**
 * One of the user's requests. A resolved one shows the answer, who gave it, through which
 * channel and when it was closed (SPEC §4).
 */
export function HelpTicketDetail({ ticket, onBack }: { ticket: HelpTicket; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The list gave way to this view: start reading here.
  useEffect(() => heading.current?.focus(), []);
  const resolved = ticket.status === 'resolved';
  return (
    <div className={s.stack}>
      <BackToList onBack={onBack} />
      <Panel>
        <div className={s.detailHeader}>
          <h2 ref={heading} tabIndex={-1} className={s.sectionHeading}>
            {ticket.title}
          </h2>
          <Badge tone={helpTicketStatusTone(ticket.status)}>{helpTicketStatusLabels[ticket.status]}</Badge>
        </div>
        <dl className={s.details}>
          <Detail term="Enviada">{formatDateTime(ticket.created_at)}</Detail>
          <Detail term="Descripción">{ticket.description}</Detail>
          {resolved ? (
            <>
              <Detail term="Respuesta">{ticket.response ?? '—'}</Detail>
              <Detail term="Respondida por">{ticket.responded_by_username ?? '—'}</Detail>
              {ticket.response_method && <Detail term="Medio de respuesta">{responseMethodLabels[ticket.response_method]}</Detail>}
              <Detail term="Cerrada">{formatDateTime(ticket.closed_at)}</Detail>
            </>
          ) : (
            <Detail term="Estado">Todavía no fue respondida. Te vamos a avisar cuando tenga respuesta.</Detail>
          )}
        </dl>
      </Panel>
    </div>
  );
}
