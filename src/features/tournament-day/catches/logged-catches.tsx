import { catchesEndpoints } from '@contracts/catches';
import { argentineWallTime } from '@contracts/core/argentine-time';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { Badge } from '@/ui/badge';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { Panel } from '@/ui/panel';
import { catchesTexts as t } from './catches-texts';
import * as s from './catches.css';

const tone = { pending: 'info', accepted: 'success', rejected: 'danger' } as const;

/** The catches this judge already sent (the API lists a judge's own), with what the jury decided. */
export function LoggedCatches({ competitionId }: { competitionId: number }) {
  const logged = useEndpointQuery(catchesEndpoints.list, { query: { competition_id: competitionId } });
  return (
    <Panel title={t.loggedTitle}>
      {logged.isLoadingError ? (
        <LoadError message={failureMessage(logged.error, { retry: t.loggedError })} onRetry={() => void logged.refetch()} />
      ) : !logged.data ? (
        <LoadingView label="Cargando tus capturas…" queries={[logged]} />
      ) : logged.data.length === 0 ? (
        <p className={s.muted}>{t.loggedEmpty}</p>
      ) : (
        <ul className={s.list} aria-label={t.loggedTitle}>
          {logged.data.map((row) => (
            <li key={row.id} className={s.item}>
              <p className={s.line}>
                <strong>
                  {row.species.name} · {row.size_cm.toLocaleString('es-AR', { maximumFractionDigits: 1 })} cm
                </strong>{' '}
                — equipo {row.team.team_number ?? '—'} · {row.team.name}
              </p>
              <p className={s.muted}>
                {row.participant.first_name} {row.participant.last_name} · {argentineWallTime(row.caught_at).slice(11, 16)} h
              </p>
              <p className={s.line}>
                <Badge tone={tone[row.status]}>{t.status[row.status]}</Badge>
                {row.status === 'rejected' && row.rejection_reason ? <span> {row.rejection_reason}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
