import { useMemo, useState } from 'react';
import { catchesEndpoints } from '@contracts/catches';
import { scoringEndpoints } from '@contracts/scoring';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { formatNumber } from '@/lib/format/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CaptionedTable, type Column } from '@/ui/captioned-table';
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

type Tally = { points: number; species_count: number; pieces_count: number };
/** Points, species and pieces: the last three columns of the overall and the category tables. */
const tallyColumns: Column<Tally>[] = [
  { header: 'Puntos', cell: (row) => points(row.points) },
  { header: 'Especies', cell: (row) => row.species_count },
  { header: 'Piezas', cell: (row) => row.pieces_count },
];

const biggestColumns: readonly Column<Proposal['biggest'][number]>[] = [
  { header: 'Especie', rowHeader: true, cell: (row) => row.species.name },
  { header: 'Equipo', cell: (row) => teamText(row.team) },
  { header: 'Pescador', cell: (row) => row.angler },
  { header: 'Medida', cell: (row) => size(row.size_cm) },
  { header: 'Puntos', cell: (row) => points(row.points) },
];

const categoryColumns: readonly Column<Proposal['categories'][number]>[] = [
  { header: 'Categoría', cell: (row) => row.category.name },
  { header: 'Equipo', rowHeader: true, cell: (row) => <>{teamText(row.team)} {row.tied ? <Badge tone="warning">Empate</Badge> : null}</> },
  ...tallyColumns,
];

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
      <CaptionedTable
        caption="Clasificación general (puestos 1 a 15)"
        className={s.computedTable}
        rows={proposal.overall}
        rowKey={(row) => row.team.id}
        columns={[
          {
            header: 'Puesto',
            cell: (row, i) => (
              <NumberField
                label={`Puesto de ${row.team.name}`}
                minValue={1}
                maxValue={15}
                formatOptions={integer}
                value={positions[i] ?? null}
                onChange={(value) => setPositions((current) => current.map((p, j) => (j === i ? value : p)))}
              />
            ),
          },
          { header: 'Equipo', rowHeader: true, cell: (row) => <>{teamText(row.team)} {row.tied ? <Badge tone="warning">Empate: decidí el puesto</Badge> : null}</> },
          ...tallyColumns,
        ]}
      />
      <CaptionedTable caption="Pieza mayor por especie" className={s.computedTable} rows={proposal.biggest} rowKey={(row) => row.species.id} columns={biggestColumns} />
      <CaptionedTable caption="Categorías" className={s.computedTable} rows={proposal.categories} rowKey={(row) => `${row.category.id}-${row.team.id}`} columns={categoryColumns} />
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
