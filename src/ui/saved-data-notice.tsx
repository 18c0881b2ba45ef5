import { formatRelativeTime } from '@/lib/format/format';
import { useOnline } from './use-online';
import * as s from './saved-data-notice.css';

/** 'Actualizado hace 2 horas': when the data shown offline was last read from the server. */
export const updatedAgo = (updatedAt: number, now: Date = new Date()) => `Actualizado ${formatRelativeTime(new Date(updatedAt), now)}`;

/** What the notice reads of a TanStack query result: whether it holds data, and since when. */
export type SavedRead = { data: unknown; dataUpdatedAt: number };

/**
 * When the oldest of the reads a screen shows was made (0 when none holds data): a screen is
 * as old as its oldest part (the credential's number comes from the registration, its crew
 * from the team).
 */
export function oldestUpdate(queries: readonly SavedRead[]): number {
  const times = queries.filter((query) => query.data !== undefined && query.dataUpdatedAt > 0).map((query) => query.dataUpdatedAt);
  return times.length ? Math.min(...times) : 0;
}

/**
 * Offline, above the data the device kept (venue mode, issues 23 and 30): says it is the last
 * data seen and how old it is, on every screen that shows saved reads (`queries`: the reads
 * the screen shows). Online it shows nothing: the data is being kept up to date. `forceOffline`
 * is for stories and tests that show the offline state without taking the browser offline.
 */
export function SavedDataNotice({ queries, now, forceOffline = false }: { queries: readonly SavedRead[]; now?: Date; forceOffline?: boolean }) {
  const online = useOnline();
  const updatedAt = oldestUpdate(queries);
  if ((online && !forceOffline) || !updatedAt) return null;
  return <p className={s.notice}>Sin conexión: lo último que vio este dispositivo. {updatedAgo(updatedAt, now)}.</p>;
}
