import { Button as AriaButton, Link } from 'react-aria-components';
import type { Notification } from '@contracts/entities/notifications';
import { appPath } from '@/lib/routing/app-path';
import { formatRelativeTime } from '@/lib/format/format';
import { Button } from '@/ui/button';
import { setApart } from '@/ui/set-apart.css';
import { notificationText } from './notification-text';
import * as s from './notification-bell.css';

type Props = { notification: Notification; onRead: () => void; onDelete: () => void };

/**
 * One notification: title, relative time, description clamped to 4 lines, 'Ver más' when
 * there is a link, and delete. The description's {{placeholders}} are filled as plain text,
 * and 'Ver más' only follows a path of this app (a 'javascript:' link is not offered).
 */
export function NotificationItem({ notification: n, onRead, onDelete }: Props) {
  const { title, description } = notificationText(n);
  const unread = n.status === 'unread';
  const more = appPath(n.action_url);
  return (
    <li className={unread ? s.itemUnread : s.item}>
      <div className={s.itemHeader}>
        <h3 className={s.itemTitle}>
          {unread && <span className={s.unreadDot} aria-label="Sin leer" role="img" />}
          {title}
        </h3>
        <time className={s.time} dateTime={n.updated_at}>
          {formatRelativeTime(n.updated_at)}
        </time>
      </div>
      <p className={s.description}>{description}</p>
      <div className={s.actions}>
        {more && (
          <Link href={more} className={s.more} onPress={onRead} aria-label={`Ver más: ${title}`}>
            Ver más
          </Link>
        )}
        {unread && (
          <AriaButton className={s.secondaryButton} onPress={onRead} aria-label={`Marcar como leída: ${title}`}>
            Marcar como leída
          </AriaButton>
        )}
        <Button variant="danger" size="sm" className={setApart} onPress={onDelete} aria-label={`Eliminar notificación: ${title}`}>
          Eliminar
        </Button>
      </div>
    </li>
  );
}
