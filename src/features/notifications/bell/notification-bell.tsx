import { lazy, Suspense, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { notificationsEndpoints } from '@contracts/notifications';
import { useIdle } from '@/lib/scheduling/use-idle';
import { useEndpointQuery } from '@/api/query';
import { BellIcon } from './bell-icon';
import * as s from './notification-bell.css';

const BellPanel = lazy(() => import('./bell-panel'));

/**
 * Issue 12: the count follows what others send (a reminder from an admin) every minute while
 * the page is visible, and at once when the tab regains focus. Only the button's name changes:
 * nothing is announced, nothing takes focus.
 */
export const BELL_REFRESH_MS = 60_000;

/**
 * SPEC §2 top bar: the bell with the unread count and the dropdown list. The dropdown and
 * react-aria's overlay code (~20 KiB gz, DialogTrigger included, hence the button's own
 * open state) are fetched when the pointer or the focus reaches the bell, not with the
 * dashboard's first paint (issue 7); a press made meanwhile opens it once it has arrived.
 */
export function NotificationBell() {
  // Read after the page's own read (useIdle): the bell can ring a moment later.
  const idle = useIdle();
  const query = useEndpointQuery(notificationsEndpoints.listOwn, undefined, { enabled: idle, refetchInterval: BELL_REFRESH_MS, refetchOnWindowFocus: 'always' });
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [isPanelWanted, setPanelWanted] = useState(false);
  const want = () => setPanelWanted(true);

  const items = (query.data ?? []).filter((n) => n.status !== 'deleted');
  const unread = items.filter((n) => n.status === 'unread').length;

  const label = unread > 0 ? `Notificaciones, ${unread} sin leer` : 'Notificaciones';
  return (
    <>
      <AriaButton
        ref={button}
        className={s.bellButton}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={want}
        onFocus={want}
        onPressStart={want}
        onPress={() => setOpen((open) => !open)}
      >
        <BellIcon className={s.bellIcon} />
        {unread > 0 && (
          <span className={s.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </AriaButton>
      {isPanelWanted && (
        <Suspense fallback={null}>
          <BellPanel
            triggerRef={button}
            isOpen={isOpen}
            onOpenChange={setOpen}
            items={items} isPending={query.isPending} isLoadingError={query.isLoadingError} hasLoaded={Boolean(query.data)} />
        </Suspense>
      )}
    </>
  );
}
