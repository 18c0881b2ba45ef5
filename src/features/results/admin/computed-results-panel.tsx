import { useMemo, useState } from 'react';
import { catchesEndpoints } from '@contracts/catches';
import { scoringEndpoints } from '@contracts/scoring';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { formatNumber } from '@/lib/format/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorBanner } from '@/ui/error-banner';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { NumberField } from '@/ui/number-field';
import { toast } from '@/ui/toast-store';
import { positionsProblem, proposeResults, type Proposal } from './computed-results';
import { integer } from './dialog-parts';
import { usePublishComputed, type PublishOutcome } from './use-publish-computed';
import * as s from './results-admin.css';

const loadError = 'No se pudieron calcular los resultados desde las capturas; intentá de nuevo.';
const size = (cm: number) => `${formatNumber(cm, Number.isInteger(cm) ? 0 : 1)} cm`;
const points = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);
const teamText = (team: { name: string; team_number: number | null }) => (team.team_number === null ? team.name : `${team.name} (N.º ${team.team_number})`);

/**
 * 'Calcular desde las capturas' (issue 35): shown when the competition has catches the jury
 * accepted. Opens the computed official results — overall positions 1 to 15, the biggest piece
 * per species, each category — with ties marked; the organiser sets the positions where the
 * jury decided otherwise and publishes all of it in one action (use-publish-computed.ts).
 */
export function ComputedResults({ competitionId }: { competitionId: number }) {
  const standings = useEndpointQuery(scoringEndpoints.getStandings, { params: { id: competitionId } });
  const [open, setOpen] = useState(false);
  if (!standings.data || standings.data.accepted_catches === 0) return null;
  return (
    <div className={s.screenOnly}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Calcular desde las capturas
      </Button>
      <Dialog title="Resultados calculados desde las capturas" size="wide" isOpen={open} onOpenChange={setOpen}>
        {open && <ComputedResultsBody competitionId={competitionId} onDone={() => setOpen(false)} />}
      </Dialog>
    </div>
  );
}

function ComputedResultsBody({ competitionId, onDone }: { competitionId: number; onDone: () => void }) {
  // Read again on opening: the jury may have decided since the button appeared.
  const standings = useEndpointQuery(scoringEndpoints.getStandings, { params: { id: competitionId } }, { refetchOnWindowFocus: 'always' });
  const accepted = useEndpointQuery(catchesEndpoints.list, { query: { competition_id: competitionId, status: 'accepted' } });
  const failed = [standings, accepted].find((q) => q.isLoadingError);
  if (failed) return <LoadError message={failureMessage(failed.error!, { retry: loadError })} onRetry={() => void failed.refetch()} />;
  if (!standings.data || !accepted.data) return <LoadingView label="Calculando los resultados…" queries={[standings, accepted]} />;
  return <ProposalForm competitionId={competitionId} proposal={proposeResults(standings.data, accepted.data)} pending={standings.data.pending_catches} onDone={onDone} />;
}

function ProposalForm({ competitionId, proposal, pending, onDone }: { competitionId: number; proposal: Proposal; pending: number; onDone: () => void }) {
  const [positions, setPositions] = useState<(number | null)[]>(() => proposal.overall.map((r) => r.position));
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const { publish, isPending } = usePublishComputed(competitionId);
  const problem = positionsProblem(positions);
  const adjusted: Proposal = useMemo(
    () => ({ ...proposal, overall: proposal.overall.map((row, i) => ({ ...row, position: positions[i] ?? row.position })) }),
    [proposal, positions],
  );
  const tiedCount = proposal.overall.filter((r) => r.tied).length;

  const onPublish = async () => {
    if (problem) return;
    const result = await publish(adjusted);
    if (!result) return;
    setOutcome(result);
    if (result.ok) {
      toast.success(result.published > 0 ? `Resultados publicados (${result.published}).` : 'Los resultados ya estaban publicados.');
      onDone();
    }
  };

  return (
    <div className={s.computed}>
      {pending > 0 ? <p role="note">Todavía hay {pending} {pending === 1 ? 'captura' : 'capturas'} sin revisar por el jurado: no suman hasta que se acepten.</p> : null}
      {tiedCount > 0 ? <p role="note">Hay equipos empatados en todo: decidí sus puestos antes de publicar.</p> : null}
      <table className={s.computedTable}>
        <caption>Clasificación general (puestos 1 a 15)</caption>
        <thead>
          <tr>
            <th scope="col">Puesto</th>
            <th scope="col">Equipo</th>
            <th scope="col">Puntos</th>
            <th scope="col">Especies</th>
            <th scope="col">Piezas</th>
          </tr>
        </thead>
        <tbody>
          {proposal.overall.map((row, i) => (
            <tr key={row.team.id}>
              <td>
                <NumberField
                  label={`Puesto de ${row.team.name}`}
                  minValue={1}
                  maxValue={15}
                  formatOptions={integer}
                  value={positions[i] ?? null}
                  onChange={(value) => setPositions((current) => current.map((p, j) => (j === i ? value : p)))}
                />
              </td>
              <th scope="row">
                {teamText(row.team)} {row.tied ? <Badge tone="warning">Empate: decidí el puesto</Badge> : null}
              </th>
              <td>{points(row.points)}</td>
              <td>{row.species_count}</td>
              <td>{row.pieces_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={s.computedTable}>
        <caption>Pieza mayor por especie</caption>
        <thead>
          <tr>
            <th scope="col">Especie</th>
            <th scope="col">Equipo</th>
            <th scope="col">Pescador</th>
            <th scope="col">Medida</th>
            <th scope="col">Puntos</th>
          </tr>
        </thead>
        <tbody>
          {proposal.biggest.map((row) => (
            <tr key={row.species.id}>
              <th scope="row">{row.species.name}</th>
              <td>{teamText(row.team)}</td>
              <td>{row.angler}</td>
              <td>{size(row.size_cm)}</td>
              <td>{points(row.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={s.computedTable}>
        <caption>Categorías</caption>
        <thead>
          <tr>
            <th scope="col">Categoría</th>
            <th scope="col">Equipo</th>
            <th scope="col">Puntos</th>
            <th scope="col">Especies</th>
            <th scope="col">Piezas</th>
          </tr>
        </thead>
        <tbody>
          {proposal.categories.map((row) => (
            <tr key={`${row.category.id}-${row.team.id}`}>
              <td>{row.category.name}</td>
              <th scope="row">
                {teamText(row.team)} {row.tied ? <Badge tone="warning">Empate</Badge> : null}
              </th>
              <td>{points(row.points)}</td>
              <td>{row.species_count}</td>
              <td>{row.pieces_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem ? <p className={s.problem}>{problem}</p> : null}
      {outcome && !outcome.ok ? (
        <ErrorBanner persistent message={[outcome.message, ...(outcome.conflicts ?? [])].join(' ')} />
      ) : null}
      <div className={s.computedActions}>
        <Button variant="secondary" onPress={onDone}>
          Cancelar
        </Button>
        <Button onPress={() => void onPublish()} isDisabled={problem !== null} isPending={isPending}>
          Publicar resultados oficiales
        </Button>
      </div>
    </div>
  );
}
