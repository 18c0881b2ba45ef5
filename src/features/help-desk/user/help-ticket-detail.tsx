import { useEffect, useRef } from 'react';
import type { HelpTicket } from '@contracts/entities/help-desk';
import { formatDateTime } from '@/lib/format/format';
import { helpTicketStatusLabels, helpTicketStatusTone, responseMethodLabels } from '../shared/help-ticket-labels';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Fact, FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import * as s from './help.css';

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
        <FactsList layout="rows">
          <Fact term="Enviada">{formatDateTime(ticket.created_at)}</Fact>
          <Fact term="Descripción">{ticket.description}</Fact>
          {resolved ? (
            <>
              <Fact term="Respuesta">{ticket.response ?? '—'}</Fact>
              <Fact term="Respondida por">{ticket.responded_by_username ?? '—'}</Fact>
              {ticket.response_method && <Fact term="Medio de respuesta">{responseMethodLabels[ticket.response_method]}</Fact>}
              <Fact term="Cerrada">{formatDateTime(ticket.closed_at)}</Fact>
            </>
          ) : (
            <Fact term="Estado">Todavía no fue respondida. Te vamos a avisar cuando tenga respuesta.</Fact>
          )}
        </FactsList>
      </Panel>
    </div>
  );
}
