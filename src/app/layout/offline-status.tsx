import { useSyncExternalStore } from 'react';
import { bar } from './offline-status.css';

export const OFFLINE_MESSAGE = 'Sin conexión. Vas a ver lo último que cargó la app; lo que esté pendiente se reintenta cuando vuelva la conexión.';

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
      {online ? null : OFFLINE_MESSAGE}
    </p>
  );
}
