import { useSyncExternalStore } from 'react';
import { connectionMessages } from '@/ui/connection-messages';
import { bar } from './offline-status.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says the browser is offline, on every page. Part of the entry chunk on purpose: offline, a
 * lazily loaded status could not load. A polite live region (role="status") read once when
 * the connection goes, without taking focus; empty again when it returns. Prerendered as
 * online (the server snapshot), so hydration matches and the browser's state follows.
 */
export function OfflineStatus() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <p role="status" className={bar}>
      {online ? null : connectionMessages.offline}
    </p>
  );
}
