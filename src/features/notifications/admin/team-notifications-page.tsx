import { useMemo, useState } from 'react';
import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import { notificationsEndpoints } from '@contracts/notifications';
import { useEndpointQuery } from '@/api/query';
import { DataTable } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { BulkReminderPanel } from './bulk-reminder-panel';
import { notificationsAdminMessages as msg } from './notifications-admin-messages';
import type { ReminderTarget } from './reminder-target';
import { SendReminderDialog } from './send-reminder-dialog';
import { teamStatusColumns } from './team-status-columns';
import * as s from './notifications-admin.css';

const noRows: readonly TeamNotificationStatusRow[] = [];

/** SPEC §2 /dashboard/notifications/teams (both admins): what each team of the current competition lacks, and its reminders. */
export default function TeamNotificationsPage({ title }: { title: string }) {
  const teams = useEndpointQuery(notificationsEndpoints.listTeamStatus);
  const [target, setTarget] = useState<ReminderTarget | null>(null);
  const [visibleRows, setVisibleRows] = useState<readonly TeamNotificationStatusRow[]>(noRows);
  // setTarget is stable, so the columns are built once.
  const columns = useMemo(() => teamStatusColumns(setTarget), []);
  const rows = teams.data ?? noRows;

  return (
    <>
      <ListPage
        title={title}
        intro={<p className={s.lead}>Equipos inscriptos en la competencia actual: qué les falta y el envío de recordatorios a sus miembros.</p>}
        query={teams}
        errorMessage={msg.teamsLoadError}
      >
          <DataTable
            label="Notificaciones de equipos"
            noun={{ one: 'equipo', other: 'equipos' }}
            columns={columns}
            rows={rows}
            isLoading={teams.isPending}
            search={{ placeholder: 'Nombre del equipo…' }}
            emptyText="No hay equipos inscriptos en la competencia actual."
            onVisibleRowsChange={setVisibleRows}
          />
          {!teams.isPending && rows.length > 0 && <BulkReminderPanel visibleRows={visibleRows} />}
      </ListPage>
      <SendReminderDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
