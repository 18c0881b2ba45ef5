import { connectionMessages } from '@/ui/connection-messages';
import { useOnline } from '@/ui/use-online';
import { bar } from './offline-status.css';

/**
 * Says the browser is offline, on every page. Part of the entry chunk on purpose: offline, a
 * lazily loaded status could not load. A polite live region (role="status") read once when
 * the connection goes, without taking focus; empty again when it returns. Prerendered as
 * online (the server snapshot), so hydration matches and the browser's state follows.
 */
export function OfflineStatus() {
  const online = useOnline();
  return (
    <p role="status" className={bar}>
      {online ? null : connectionMessages.offline}
    </p>
  );
}
