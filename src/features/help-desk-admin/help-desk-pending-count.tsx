import { helpDeskList } from '@contracts/help-desk';
import { useEndpointQuery } from '@/api/query';
import * as s from './help-desk-admin.css';

/**
 * The sidebar's count of pending help requests (admins). It shares the list's cached read,
 * which a resolve invalidates, so it drops as soon as a ticket is answered.
 */
export function HelpDeskPendingCount() {
  const tickets = useEndpointQuery(helpDeskList);
  const pending = tickets.data?.filter((t) => t.status === 'pending').length ?? 0;
  if (pending === 0) return null;
  return (
    <span className={s.count}>
      {pending}
      <span className={s.hidden}> pendientes</span>
    </span>
  );
}
