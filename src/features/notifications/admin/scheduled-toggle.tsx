import { Switch } from 'react-aria-components';
import { notificationsEndpoints } from '@contracts/notifications';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { toast } from '@/ui/toast-store';
import { notificationsAdminMessages as msg } from './notifications-admin-messages';
import * as s from './notifications-admin.css';

/**
 * SPEC §2 notifications management: the scheduled reminders on or off. The switch shows the
 * server's state; it changes when the server answers (the toggle endpoint flips, so a second
 * press before the answer is prevented by disabling it meanwhile).
 */
export function ScheduledToggle() {
  const status = useEndpointQuery(notificationsEndpoints.getScheduledStatus);
  const toggle = useEndpointMutation(notificationsEndpoints.toggleScheduled);

  const onChange = async () => {
    const res = await toggle.call();
    if (!res.ok) toast.error(failureMessage(res, { retry: msg.toggleError }));
  };

  return (
    <Panel title="Notificaciones programadas">
      <p className={s.lead}>Los recordatorios automáticos que el sistema envía a los equipos con pasos pendientes.</p>
      <QueryView query={status} loadingLabel="Cargando estado…" errorMessage={msg.statusLoadError}>
        {({ isRunning }) => (
          <Switch className={s.switchRoot} isSelected={isRunning} onChange={() => void onChange()} isDisabled={toggle.isPending}>
            <span className={s.switchTrack} aria-hidden="true">
              <span className={s.switchThumb} />
            </span>
            {/* The state in words, part of the switch's name: never the colour alone. */}
            {isRunning ? 'Notificaciones programadas activadas' : 'Notificaciones programadas desactivadas'}
          </Switch>
        )}
      </QueryView>
    </Panel>
  );
}
