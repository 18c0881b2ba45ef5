import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { HelpTicket } from '@contracts/entities/help-desk';
import { formatDateTime } from '@/lib/format/format';
import { Panel } from '@/ui/panel';
import * as s from './help.css';

type Props = {
  ticket: HelpTicket;
  /** Where the request's detail opens. */
  detailHref: string;
  /** Takes focus when it has just replaced the form the user was in. */
  takeFocus?: boolean;
};

/** SPEC §2/§4: one pending request at most, so while one waits the form gives way to this. */
export function PendingTicketNotice({ ticket, detailHref, takeFocus = false }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <Panel title="Tenés una solicitud pendiente" tone="info">
      <p ref={ref} tabIndex={-1} className={s.definition}>
        Solo se puede tener una solicitud pendiente a la vez. Cuando respondamos «{ticket.title}» (enviada el{' '}
        {formatDateTime(ticket.created_at)}) vas a poder enviar otra.
      </p>
      <Link href={detailHref} className={s.itemLink}>
        Ver la solicitud pendiente
      </Link>
    </Panel>
  );
}
