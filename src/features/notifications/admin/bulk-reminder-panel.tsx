import { useState } from 'react';
import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Panel } from '@/ui/panel';
import { Select } from '@/ui/select';
import { pendingTeams, reminderLabels, reminderTypes, type ReminderType } from './reminder-types';
import { useBulkReminder, type BulkSummary } from './use-bulk-reminder';
import * as s from './notifications-admin.css';

const typeOptions = reminderTypes.map((type) => ({ id: type, label: reminderLabels[type].header }));
const teamsWord = (n: number) => (n === 1 ? '1 equipo' : `${n} equipos`);
const pendingTeamsWord = (n: number) => (n === 1 ? '1 equipo pendiente' : `${n} equipos pendientes`);

/**
 * Issue 12, beyond the spec: one reminder to every team of the filtered view (all pages) that
 * still lacks that step, after a confirmation that says how many teams it reaches, then a
 * summary of what was sent and what the server refused.
 */
export function BulkReminderPanel({ visibleRows }: { visibleRows: readonly TeamNotificationStatusRow[] }) {
  const [type, setType] = useState<ReminderType>('missing_members');
  const [isConfirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const sendAll = useBulkReminder();
  const targets = pendingTeams(visibleRows, type);
  const label = reminderLabels[type];

  return (
    <Panel title="Envío a todos los pendientes">
      <div className={s.bulk}>
        <p className={s.lead}>Envía un mismo recordatorio a cada equipo de la vista filtrada (todas las páginas) que todavía lo tiene pendiente.</p>
        <div className={s.bulkRow}>
          <Select label="Recordatorio" options={typeOptions} value={type} onChange={(value) => value && setType(value)} />
          <Button onPress={() => setConfirming(true)} isDisabled={targets.length === 0}>
            {`Enviar a ${pendingTeamsWord(targets.length)}`}
          </Button>
        </div>
        {targets.length === 0 && <p className={s.lead}>Ningún equipo de la vista tiene pendiente este paso.</p>}
        {/* Always in the page, so the summary is announced when it arrives. */}
        <div role="status">{summary && <BulkSummaryView summary={summary} />}</div>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={`¿Enviar «${label.header}» a ${teamsWord(targets.length)}?`}
        message={`Se enviará el recordatorio de que ${label.subject} a los miembros de ${teamsWord(targets.length)} de la vista filtrada que tienen ese paso pendiente. Los equipos que ya tengan un aviso sin leer recibirán otro.`}
        confirmLabel={`Enviar a ${teamsWord(targets.length)}`}
        onConfirm={async () => {
          // The teams counted in the dialog are the ones sent to, even if the table refreshes meanwhile.
          const result = await sendAll(type, targets);
          if (result) setSummary(result);
        }}
      />
    </Panel>
  );
}

function BulkSummaryView({ summary }: { summary: BulkSummary }) {
  return (
    <div className={s.bulk}>
      <p className={s.stateText}>
        {`«${reminderLabels[summary.type].header}»: ${summary.sent.length} enviados, ${summary.refused.length} rechazados.`}
      </p>
      {summary.refused.length > 0 && (
        <ul className={s.summaryList} aria-label="Envíos rechazados">
          {summary.refused.map((r) => (
            <li key={r.id}>{`${r.name}: ${r.reason}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
