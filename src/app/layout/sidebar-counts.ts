import { helpDeskEndpoints } from '@contracts/help-desk';
import { paymentsEndpoints } from '@contracts/payments';
import type { SessionUser } from '@contracts/entities/session';
import { adminRoles, type RoleId } from '@contracts/enums';
import { useEndpointQuery } from '@/api/query';

/** A number shown beside a sidebar link, and the words a screen reader adds after it. */
export type SidebarCount = { count: number; words: string };

/**
 * The sidebar's counts for admins: transfers waiting for confirmation ('Transferencias a
 * confirmar') and pending help requests ('Solicitudes de ayuda'). Each reads its screen's own
 * list, so a decision there (which invalidates that list) updates the count at once.
 */
export function useSidebarCounts(user: SessionUser | null): Partial<Record<'pendingTransfers' | 'helpDesk', SidebarCount>> {
  const isAdmin = user !== null && (adminRoles as readonly RoleId[]).includes(user.roleId);
  const transfers = useEndpointQuery(paymentsEndpoints.listPendingTransfers, {}, { enabled: isAdmin });
  const tickets = useEndpointQuery(helpDeskEndpoints.list, undefined, { enabled: isAdmin });
  if (!isAdmin) return {};
  const pendingTickets = tickets.data?.filter((t) => t.status === 'pending').length ?? 0;
  return {
    ...(transfers.data?.length ? { pendingTransfers: { count: transfers.data.length, words: 'a confirmar' } } : {}),
    ...(pendingTickets ? { helpDesk: { count: pendingTickets, words: 'pendientes' } } : {}),
  };
}
