import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { notificationsListOwn } from '@contracts/notifications';
import { useEndpointQuery } from '@/api/query';
import { Spinner } from '@/ui/spinner';
import { BellIcon } from './bell-icon';
import { NotificationItem } from './notification-item';
import { useBellActions } from './use-bell-actions';
import * as s from './notification-bell.css';

const LOAD_ERROR = 'Error al obtener las notificaciones del usuario';
/**
 * Issue 12: the count follows what others send (a reminder from an admin) every minute while
 * the page is visible, and at once when the tab regains focus. Only the button's name changes:
 * nothing is announced, nothing takes focus.
 */
export const BELL_REFRESH_MS = 60_000;

/** SPEC §2 top bar: the bell with the unread count and the dropdown list. */
export function NotificationBell() {
  const query = useEndpointQuery(notificationsListOwn, undefined, { refetchInterval: BELL_REFRESH_MS, refetchOnWindowFocus: 'always' });
  const { markRead, remove } = useBellActions();

  const items = (query.data ?? []).filter((n) => n.status !== 'deleted');
  const unread = items.filter((n) => n.status === 'unread').length;

  const label = unread > 0 ? `Notificaciones, ${unread} sin leer` : 'Notificaciones';
  return (
    <DialogTrigger>
      <AriaButton className={s.bellButton} aria-label={label}>
        <BellIcon className={s.bellIcon} />
        {unread > 0 && (
          <span className={s.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </AriaButton>
      <Popover placement="bottom end" className={s.popover}>
        <Dialog className={s.dialog} aria-label="Notificaciones">
          <Heading slot="title" className={s.heading}>
            Notificaciones
          </Heading>
          {query.isPending && <Spinner label="Cargando notificaciones…" showLabel />}
          {query.isLoadingError && <p role="alert">{LOAD_ERROR}</p>}
          {query.data && items.length === 0 && <p className={s.empty}>No hay notificaciones</p>}
          {items.length > 0 && (
            <ul className={s.list}>
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onRead={() => markRead(n)} onDelete={() => remove(n)} />
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
