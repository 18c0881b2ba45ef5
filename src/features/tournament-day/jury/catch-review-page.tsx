import { useMemo, useState } from 'react';
import { catchesEndpoints } from '@contracts/catches';
import { competitionsEndpoints } from '@contracts/competitions';
import type { Catch, CatchStatus } from '@contracts/entities/catches';
import type { Competition } from '@contracts/entities/competitions';
import { scoringEndpoints } from '@contracts/scoring';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn, type RowAction } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { Select } from '@/ui/select';
import { formatSize } from '../shared/format-size';
import { CatchDetailDialog, type NameOf } from './catch-detail-dialog';
import { CorrectDialog, type CorrectionChoices } from './correct-dialog';
import { catchStatusLabels, juryMessages as m } from './jury-messages';
import { RejectDialog } from './reject-dialog';
import { useJuryActions, type RowOutcome } from './use-jury-actions';
import * as s from './jury.css';

/** How often the queue is read again while open: judges keep logging on the water. */
export const QUEUE_REFRESH_MS = 10_000;

type StatusFilter = CatchStatus | 'all';
const statusOptions: { id: StatusFilter; label: string }[] = [
  { id: 'pending', label: 'Pendientes' },
  { id: 'accepted', label: 'Aceptadas' },
  { id: 'rejected', label: 'Rechazadas' },
  { id: 'all', label: 'Todas' },
];
const statusTone: Record<CatchStatus, BadgeTone> = { pending: 'warning', accepted: 'success', rejected: 'danger' };

function statusColumn(outcomes: Record<number, RowOutcome>): DataTableColumn<Catch> {
  return {
    id: 'estado',
    header: 'Estado',
    value: (c) => catchStatusLabels[c.status],
    cell: (c) => {
      const outcome = outcomes[c.id];
      return (
        <div className={s.statusCell}>
          <Badge tone={statusTone[c.status]}>{catchStatusLabels[c.status]}</Badge>
          {outcome ? (
            <>
              <p className={s.refusal}>{outcome.message}</p>
              {outcome.retry ? (
                <Button size="sm" variant="secondary" onPress={outcome.retry} aria-label={`Reintentar: captura ${c.id}`}>
                  Reintentar
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      );
    },
  };
}

const baseColumns: readonly DataTableColumn<Catch>[] = [
  { id: 'equipo', header: 'Equipo', value: (c) => `${c.team.team_number ?? '—'} · ${c.team.name}`, isRowHeader: true },
  { id: 'especie', header: 'Especie', value: (c) => c.species.name },
  { id: 'medida', header: 'Medida', value: (c) => c.size_cm, cell: (c) => formatSize(c.size_cm), kind: 'number' },
  { id: 'pescador', header: 'Quién la pescó', value: (c) => `${c.participant.first_name} ${c.participant.last_name}` },
  { id: 'hora', header: 'Hora', value: (c) => c.caught_at, kind: 'datetime' },
  { id: 'fiscal', header: 'Fiscal', value: (c) => c.logged_by_username },
  { id: 'foto', header: 'Foto', value: (c) => (c.photo_ref ? 'Con foto' : 'Sin foto') },
];

const competitionLabel = (c: Pick<Competition, 'name' | 'edition'>) => `${c.name} (edición ${c.edition})`;

/**
 * The jury (issue 35, admins): the catches of a competition (the current one unless another is
 * chosen), pending first by default, to accept, reject with a reason (the team's bell hears it)
 * or correct. Read again every few seconds while open, as judges keep logging; each decision's
 * refusal or lost answer is shown beside its catch, with 'Reintentar' when the answer was lost.
 */
export default function CatchReviewPage({ title }: { title: string }) {
  const current = useEndpointQuery(competitionsEndpoints.getCurrent);
  const competitions = useEndpointQuery(competitionsEndpoints.list);
  const [chosen, setChosen] = useState<number | null>(null);
  const [status, setStatus] = useState<StatusFilter>('pending');
  const competitionId = chosen ?? current.data?.id ?? null;
  const enabled = competitionId !== null;
  const id = competitionId ?? 0;
  const catches = useEndpointQuery(
    catchesEndpoints.list,
    { query: { competition_id: id, ...(status === 'all' ? {} : { status }) } },
    { enabled, refetchInterval: QUEUE_REFRESH_MS },
  );
  const scoring = useEndpointQuery(scoringEndpoints.get, { params: { id } }, { enabled });
  const teams = useEndpointQuery(teamsEndpoints.listAccepted, { query: { competition_id: id } }, { enabled });
  const jury = useJuryActions();
  const [rejecting, setRejecting] = useState<Catch | null>(null);
  const [correcting, setCorrecting] = useState<Catch | null>(null);
  const [viewing, setViewing] = useState<Catch | null>(null);

  const columns = useMemo(() => [...baseColumns, statusColumn(jury.outcomes)], [jury.outcomes]);
  const actions = useMemo<RowAction<Catch>[]>(
    () => [
      { label: 'Aceptar', onAction: (c) => void jury.acceptCatch(c), isHidden: (c) => c.status === 'accepted' || jury.busy.has(c.id), accessibleName: (c) => `Aceptar captura ${c.id}: ${c.species.name} de ${formatSize(c.size_cm)}, ${c.team.name}` },
      { label: 'Rechazar', variant: 'danger', onAction: setRejecting, isHidden: (c) => c.status === 'rejected', accessibleName: (c) => `Rechazar captura ${c.id}: ${c.species.name} de ${formatSize(c.size_cm)}, ${c.team.name}` },
      { label: 'Corregir', variant: 'secondary', onAction: setCorrecting, accessibleName: (c) => `Corregir captura ${c.id}: ${c.species.name} de ${formatSize(c.size_cm)}, ${c.team.name}` },
    ],
    [jury],
  );

  const competitionList = Array.isArray(competitions.data) ? competitions.data : [];
  const choices: CorrectionChoices = useMemo(
    () => ({
      species: (scoring.data?.species ?? []).map((sp) => ({ id: sp.fish_species_id, name: sp.species_name })),
      membersOf: (teamId) =>
        (teams.data?.find((t) => t.id === teamId)?.members ?? []).map((p) => ({ id: p.user_id, name: `${p.first_name} ${p.last_name}` })),
    }),
    [scoring.data, teams.data],
  );
  const nameOf: NameOf = {
    species: (speciesId) => choices.species.find((sp) => sp.id === speciesId)?.name,
    angler: (teamId, userId) => choices.membersOf(teamId).find((p) => p.id === userId)?.name,
  };
  const noCompetition = current.error?.statusCode === 404 && competitionList.length === 0;

  return (
    <ListPage
      title={title}
      query={enabled ? catches : current}
      errorMessage={enabled ? m.loadError : m.competitionsError}
      intro={
        <div className={s.filters}>
          {competitionList.length > 0 && competitionId !== null ? (
            <Select
              label="Competencia"
              options={competitionList.map((c) => ({ id: c.id, label: competitionLabel(c) }))}
              value={competitionId}
              onChange={(value) => value !== null && setChosen(Number(value))}
            />
          ) : null}
          <Select label="Estado" options={statusOptions} value={status} onChange={(value) => value !== null && setStatus(value as StatusFilter)} />
        </div>
      }
    >
      {noCompetition ? (
        <p>{m.noCompetition}</p>
      ) : (
        <DataTable
          label="Capturas"
          noun={{ one: 'captura', other: 'capturas' }}
          columns={columns}
          rows={catches.data ?? []}
          isLoading={!enabled || catches.isPending}
          search={{ placeholder: 'Equipo, especie, fiscal…' }}
          emptyText={status === 'pending' ? 'No hay capturas esperando al jurado.' : 'No hay capturas en este estado.'}
          onRowAction={setViewing}
          rowActions={actions}
          syncUrl={false}
          csvFileName="capturas"
        />
      )}
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} settle={jury.settle} />
      <CorrectDialog target={correcting} onClose={() => setCorrecting(null)} settle={jury.settle} choices={choices} />
      <CatchDetailDialog target={viewing} onClose={() => setViewing(null)} nameOf={nameOf} />
    </ListPage>
  );
}
