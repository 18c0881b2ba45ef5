import { helpDeskEndpoints } from '@contracts/help-desk';
import { paymentsEndpoints } from '@contracts/payments';
import type { SessionUser } from '@contracts/entities/session';
import { useEndpointQuery } from '@/api/query';
import { can } from '@/lib/access/policy';
import { useIdle } from '@/lib/scheduling/use-idle';

/** A number shown beside a sidebar link, and the words a screen reader adds after it. */
export type SidebarCount = { count: number; words: string };

/**
 * The sidebar's counts for admins: transfers waiting for confirmation ('Transferencias a
 * confirmar') and pending help requests ('Solicitudes de ayuda'). Each reads its screen's own
 * list, so a decision there (which invalidates that list) updates the count at once.
 */
export function useSidebarCounts(user: SessionUser | null): Partial<Record<'pendingTransfers' | 'helpDesk', SidebarCount>> {
  // Each count belongs to its sidebar entry: read only by who may open that screen.
  const showsTransfers = can(user, 'pendingTransfers');
  const showsTickets = can(user, 'helpDesk');
  // Read after the page's own read (useIdle): the counts can show a moment later. Not waited
  // for at all when neither is shown (a team's account): the idle moment re-renders the layout.
  const idle = useIdle(showsTransfers || showsTickets);
  const transfers = useEndpointQuery(paymentsEndpoints.listPendingTransfers, {}, { enabled: showsTransfers && idle });
  const tickets = useEndpointQuery(helpDeskEndpoints.list, undefined, { enabled: showsTickets && idle });
  const pendingTickets = showsTickets ? (tickets.data?.filter((t) => t.status === 'pending').length ?? 0) : 0;
  return {
    ...(showsTransfers && transfers.data?.length ? { pendingTransfers: { count: transfers.data.length, words: 'a confirmar' } } : {}),
    ...(pendingTickets ? { helpDesk: { count: pendingTickets, words: 'pendientes' } } : {}),
  };
}
