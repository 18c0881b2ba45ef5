import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { ScheduledToggle } from './scheduled-toggle';
import { StartReminderPanel } from './start-reminder-panel';
import * as s from './notifications-admin.css';

/** SPEC §2 /dashboard/notifications (system admin): scheduled reminders, the start reminder, and the way to per-team reminders. */
export default function NotificationsPage({ title }: { title: string }) {
  return (
    <Page title={title} className={s.page}>
      <ScheduledToggle />
      <StartReminderPanel />
      <Panel title="Notificaciones por equipo">
        <p className={s.lead}>Qué le falta a cada equipo inscripto y el envío de recordatorios a sus miembros.</p>
        <div className={s.actions}>
          <ButtonLink href={appHref(href('notificationsTeams'))} variant="secondary">
            Ver notificaciones por equipo
          </ButtonLink>
        </div>
      </Panel>
    </Page>
  );
}
