import { formatRelativeTime } from '@/lib/format/format';
import { useOnline } from './use-online';
import * as s from './saved-data-notice.css';

/** 'Actualizado hace 2 horas': when the data shown offline was last read from the server. */
export const updatedAgo = (updatedAt: number, now: Date = new Date()) => `Actualizado ${formatRelativeTime(new Date(updatedAt), now)}`;

/**
 * Offline, above data the device kept (venue mode, issue 23): says it is the last data seen
 * and how old it is. Online it shows nothing: the data is being kept up to date. `forceOffline`
 * is for stories and tests that show the offline state without taking the browser offline.
 */
export function SavedDataNotice({ updatedAt, now, forceOffline = false }: { updatedAt: number; now?: Date; forceOffline?: boolean }) {
  const online = useOnline();
  if ((online && !forceOffline) || !updatedAt) return null;
  return <p className={s.notice}>Sin conexión: lo último que vio este dispositivo. {updatedAgo(updatedAt, now)}.</p>;
}
