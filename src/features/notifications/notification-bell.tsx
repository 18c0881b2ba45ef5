import { useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { notificationsDelete, notificationsListOwn, notificationsMarkRead } from '@contracts/notifications';
import type { Notification } from '@contracts/entities/notifications';
import { api } from '@/api';
import { useApiQuery } from '@/lib/use-api-query';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast-store';
import { BellIcon } from './bell-icon';
import { NotificationItem } from './notification-item';
import * as s from './notification-bell.css';

const LOAD_ERROR = 'Error al obtener las notificaciones del usuario';

/** SPEC §2 top bar: the bell with the unread count and the dropdown list. */
export function NotificationBell() {
  const query = useApiQuery(notificationsListOwn);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());

  const items: Notification[] = (query.data ?? [])
    .filter((n) => n.status !== 'deleted' && !removed.has(n.id))
    .map((n) => (read.has(n.id) ? { ...n, status: 'read' as const } : n));
  const unread = items.filter((n) => n.status === 'unread').length;

  const markRead = async (n: Notification) => {
    if (n.status !== 'unread') return;
    setRead((prev) => new Set(prev).add(n.id));
    const res = await api.call(notificationsMarkRead, { params: { id: n.id } });
    if (!res.ok) {
      setRead((prev) => {
        const next = new Set(prev);
        next.delete(n.id);
        return next;
      });
    }
  };

  const remove = async (n: Notification) => {
    setRemoved((prev) => new Set(prev).add(n.id));
    const res = await api.call(notificationsDelete, { params: { id: n.id } });
    if (!res.ok) {
      toast.error(res.message);
      setRemoved((prev) => {
        const next = new Set(prev);
        next.delete(n.id);
        return next;
      });
    }
  };

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
          {query.status === 'loading' && <Spinner label="Cargando notificaciones…" showLabel />}
          {query.status === 'error' && <p role="alert">{LOAD_ERROR}</p>}
          {query.status === 'success' && items.length === 0 && <p className={s.empty}>No hay notificaciones</p>}
          {items.length > 0 && (
            <ul className={s.list}>
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onRead={() => void markRead(n)} onDelete={() => void remove(n)} />
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
