import type { Catch, CatchChange } from '@contracts/entities/catches';
import { formatDateTime } from '@/lib/format/format';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FactsList } from '@/ui/facts-list';
import { formatSize } from '../shared/format-size';
import { catchFieldLabels, catchStatusLabels } from './jury-messages';
import * as s from './jury.css';

type Props = { target: Catch | null; onClose: () => void; nameOf: NameOf };
/** How the history names an id it recorded (a species, an angler). */
export type NameOf = { species: (id: number) => string | undefined; angler: (teamId: number, id: number) => string | undefined };

function valueText(change: CatchChange, which: 'from' | 'to', teamId: number, nameOf: NameOf): string {
  const value = change[which];
  if (value === null) return '—';
  switch (change.field) {
    case 'size_cm':
      return typeof value === 'number' ? formatSize(value) : String(value);
    case 'caught_at':
      return formatDateTime(String(value));
    case 'status':
      return catchStatusLabels[value as keyof typeof catchStatusLabels] ?? String(value);
    case 'fish_species_id':
      return nameOf.species(Number(value)) ?? `especie ${value}`;
    case 'participant_id':
      return nameOf.angler(teamId, Number(value)) ?? `integrante ${value}`;
  }
}

/** A catch in full: who logged it and when, its photo, and its history (who, when, what changed, why). */
export function CatchDetailDialog({ target, onClose, nameOf }: Props) {
  return (
    <Dialog title="Detalle de la captura" size="wide" isOpen={target !== null} onOpenChange={(open) => !open && onClose()} actions={(close) => ({ cancel: <Button variant="secondary" onPress={close}>Cerrar</Button> })}>
      {target && (
        <>
          <FactsList
            facts={[
              ['Equipo', `${target.team.team_number ?? '—'} · ${target.team.name}`],
              ['Especie', target.species.name],
              ['Medida', formatSize(target.size_cm)],
              ['Quién la pescó', `${target.participant.first_name} ${target.participant.last_name}`],
              ['Hora de la captura', formatDateTime(target.caught_at)],
              ['Fiscal', `${target.logged_by_username} (${formatDateTime(target.logged_at)})`],
              ['Estado', catchStatusLabels[target.status]],
              ...(target.rejection_reason ? [['Motivo del rechazo', target.rejection_reason] as const] : []),
              ['Foto', target.photo_ref ? 'Sí' : 'Sin foto'],
            ]}
          />
          <h3>Historial</h3>
          {target.history.length === 0 ? (
            <p>Sin cambios desde que el fiscal la registró.</p>
          ) : (
            <ol className={s.history}>
              {target.history.map((entry, index) => (
                <li key={index}>
                  {formatDateTime(entry.at)}, {entry.by_username}:{' '}
                  {entry.changes
                    .map((c) => `${catchFieldLabels[c.field]}: ${valueText(c, 'from', target.team.id, nameOf)} → ${valueText(c, 'to', target.team.id, nameOf)}`)
                    .join('; ')}
                  {entry.reason ? ` (motivo: ${entry.reason})` : ''}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Dialog>
  );
}
