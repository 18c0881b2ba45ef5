import { formatNumber } from '@/lib/format/format';
import { href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { money } from './confirm-plan';
import { toCents } from './match-transfers';
import type { ConfirmOutcome, ReconcileProgress } from './use-reconcile-confirm';
import * as s from './reconcile.css';

/** While the confirmations run: how many are done, as a progress bar screen readers announce. */
export function RunProgress({ progress }: { progress: ReconcileProgress }) {
  const text = `${formatNumber(progress.done)} de ${formatNumber(progress.total)}`;
  const percentage = progress.total === 0 ? 0 : (progress.done / progress.total) * 100;
  return (
    <Panel title="Confirmando transferencias">
      {/* A plain progressbar role: react-aria's ProgressBar brings a number formatter into the chunk the
          sign-in page loads (the chunk list of vite.config.ts), over its budget. Nothing here is interactive. */}
      <div className={s.progress}>
        <span id="reconcile-progress">Transferencias confirmadas: {text}</span>
        <div
          role="progressbar"
          aria-labelledby="reconcile-progress"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={text}
          className={s.progressTrack}
        >
          <div className={s.progressFill} style={{ width: `${percentage}%` }} />
        </div>
      </div>
      <p className={s.lead}>No cierres esta página hasta que termine.</p>
    </Panel>
  );
}

const transfers = (n: number) => (n === 1 ? '1 transferencia' : `${formatNumber(n)} transferencias`);

/**
 * What was confirmed (how many, for how much, and the team number each team received), what the
 * server refused with its reason per transfer, and how many transfers still wait (issue 31).
 */
export function RunSummary({ outcomes, stillWaiting, onAnother }: { outcomes: readonly ConfirmOutcome[]; stillWaiting: number; onAnother: () => void }) {
  const confirmed = outcomes.filter((o) => o.ok);
  const refused = outcomes.flatMap((o) => (o.ok ? [] : [o]));
  const total = confirmed.reduce((sum, o) => sum + toCents(o.transfer.payment_amount), 0);
  return (
    <>
      <Panel title="Resultado de la conciliación" tone={refused.length === 0 ? 'success' : 'default'}>
        <p role="status">
          {confirmed.length === 0 ? 'No se confirmó ninguna transferencia.' : `Se confirmaron ${transfers(confirmed.length)} por ${money(total)}.`}
          {refused.length > 0 ? ` ${refused.length === 1 ? '1 no se pudo confirmar' : `${formatNumber(refused.length)} no se pudieron confirmar`}.` : ''}{' '}
          {stillWaiting === 0
            ? 'No queda ninguna transferencia esperando confirmación.'
            : `${stillWaiting === 1 ? 'Queda 1 transferencia' : `Quedan ${transfers(stillWaiting)}`} esperando confirmación.`}
        </p>
        <div className={s.actions}>
          <ButtonLink href={appHref(href('pendingTransfers'))} variant="secondary">
            Volver a transferencias a confirmar
          </ButtonLink>
          <Button variant="secondary" onPress={onAnother}>
            Conciliar otro extracto
          </Button>
        </div>
      </Panel>
      {refused.length > 0 ? (
        <Panel title={`No confirmadas (${formatNumber(refused.length)})`}>
          <ul className={s.rows} aria-label="Transferencias no confirmadas">
            {refused.map((o) => (
              <li key={o.transfer.id} className={s.row}>
                <strong>
                  {o.transfer.team_name} · N.º de inscripción {o.transfer.registration_number ?? '—'} · línea {o.line.line}
                </strong>
                <span>{o.reason}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {confirmed.length > 0 ? (
        <Panel title={`Confirmadas (${formatNumber(confirmed.length)})`}>
          <ul className={s.rows} aria-label="Transferencias confirmadas">
            {confirmed.map((o) => (
              <li key={o.transfer.id} className={s.row}>
                <span>
                  {o.transfer.team_name} · N.º de inscripción {o.transfer.registration_number ?? '—'} · {money(toCents(o.transfer.payment_amount))} ·
                  línea {o.line.line}
                  {o.ok && o.teamNumber !== null ? <strong>{` · recibió el N.º de equipo ${o.teamNumber}`}</strong> : null}
                  {o.ok && o.alreadyConfirmed ? ' · ya estaba confirmada' : ''}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}
