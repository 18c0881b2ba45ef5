import { helpDeskList } from '@contracts/help-desk';
import { useEndpointQuery } from '@/api/query';
import * as s from './help-desk-admin.css';

/** The id the sidebar link points its aria-describedby at. */
export const HELP_DESK_COUNT_ID = 'help-desk-pending';

/**
 * The sidebar's count of pending help requests (admins), beside the link and describing it
 * ('Solicitudes de ayuda, 3 pendientes'), so the link's own name stays its label. It shares
 * the list's cached read, which a resolve invalidates, so it drops as soon as a ticket is answered.
 */
export function HelpDeskPendingCount() {
  const tickets = useEndpointQuery(helpDeskList);
  const pending = tickets.data?.filter((t) => t.status === 'pending').length ?? 0;
  // Present (empty) while nothing waits: the link's aria-describedby always points at something.
  return (
    <span id={HELP_DESK_COUNT_ID} className={pending > 0 ? s.count : undefined}>
      {pending > 0 ? (
        <>
          {pending}
          <span className={s.hidden}> pendientes</span>
        </>
      ) : null}
    </span>
  );
}
