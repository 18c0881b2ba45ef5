import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import type { Notification } from '@contracts/entities/notifications';
import { Spinner } from '@/ui/spinner';
import { NotificationItem } from './notification-item';
import { useBellActions } from './use-bell-actions';
import * as s from './notification-bell.css';
import * as failureMessages from '@/api/failure-messages';

const LOAD_ERROR = failureMessages.notifications.mine;

export type BellPanelProps = {
  /** The bell button: the dropdown opens under it and gives focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  items: Notification[];
  isPending: boolean;
  isLoadingError: boolean;
  hasLoaded: boolean;
};

/**
 * The bell's dropdown (SPEC §2 top bar): its own chunk, loaded when the user reaches for the
 * bell, so the dashboard's first paint does not wait for react-aria's overlay code.
 */
export default function BellPanel({ triggerRef, isOpen, onOpenChange, items, isPending, isLoadingError, hasLoaded }: BellPanelProps) {
  const { markRead, remove } = useBellActions();
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" className={s.popover}>
      <Dialog className={s.dialog} aria-label="Notificaciones">
        <Heading slot="title" className={s.heading}>
          Notificaciones
        </Heading>
        {isPending && <Spinner label="Cargando notificaciones…" showLabel />}
        {isLoadingError && <p role="alert">{LOAD_ERROR}</p>}
        {hasLoaded && items.length === 0 && <p className={s.empty}>No hay notificaciones</p>}
        {items.length > 0 && (
          <ul className={s.list}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={() => markRead(n)} onDelete={() => remove(n)} />
            ))}
          </ul>
        )}
      </Dialog>
    </Popover>
  );
}
