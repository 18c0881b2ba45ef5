import { paymentsListPendingTransfers } from '@contracts/payments';
import type { SessionUser } from '@contracts/entities/session';
import { Role } from '@contracts/enums';
import { useEndpointQuery } from '@/api/query';

/**
 * How many transfers wait for an admin (the sidebar's count beside 'Transferencias a
 * confirmar'). Only admins ask; the list is the pending-transfers screen's own read, so a
 * decision there (which invalidates 'payments') updates the count too.
 */
export function usePendingTransferCount(user: SessionUser | null): number | null {
  const isAdmin = user?.roleId === Role.SystemAdmin || user?.roleId === Role.ClientAdmin;
  const transfers = useEndpointQuery(paymentsListPendingTransfers, {}, { enabled: isAdmin });
  return isAdmin && transfers.data ? transfers.data.length : null;
}
