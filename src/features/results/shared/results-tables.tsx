import { useMemo, type ReactNode } from 'react';
import type { BiggestFishResult, CategoryResult, CompetitionResults, OverallResult } from '@contracts/entities/results';
import type { AcceptedTeam } from '@contracts/entities/teams';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn, type RowAction } from '@/ui/data-table';
import * as s from './results-tables.css';

/** What marks the reader's own team, in words (the row is tinted too, never only that). */
export const OWN_TEAM_LABEL = 'Tu equipo';

/** A team as the results name it: its name and, once it has one, its team number. */
export const teamName = (team: AcceptedTeam) => (team.team_number === null ? team.name : `${team.name} (N.º ${team.team_number})`);

function teamColumn<T extends { team: AcceptedTeam }>(ownTeamId: number | null): DataTableColumn<T> {
  return {
    id: 'equipo',
    header: 'Equipo',
    value: (r) => teamName(r.team),
    isRowHeader: true,
    cell: (r) =>
      r.team.id === ownTeamId ? (
        <span className={s.teamCell}>
          {teamName(r.team)} <Badge tone="info">{OWN_TEAM_LABEL}</Badge>
        </span>
      ) : (
        teamName(r.team)
      ),
  };
}

const club = <T extends { team: AcceptedTeam }>(): DataTableColumn<T> => ({ id: 'barra', header: 'Barra pesquera', value: (r) => r.team.institution_name });

function overallColumns(ownTeamId: number | null): DataTableColumn<OverallResult>[] {
  return [
    { id: 'puesto', header: 'Puesto', value: (r) => r.final_position, kind: 'number' },
    teamColumn(ownTeamId),
    club(),
    { id: 'puntos', header: 'Puntos', value: (r) => r.total_points, kind: 'number' },
    { id: 'especies', header: 'Especies', value: (r) => r.species_count, kind: 'number' },
    { id: 'piezas', header: 'Piezas', value: (r) => r.pieces_count, kind: 'number' },
  ];
}

function biggestFishColumns(ownTeamId: number | null): DataTableColumn<BiggestFishResult>[] {
  return [
    { id: 'especie', header: 'Especie', value: (r) => r.species.name },
    { id: 'medida', header: 'Medida (cm)', value: (r) => r.size_cm, kind: 'number' },
    { id: 'pescador', header: 'Pescador', value: (r) => `${r.participant.first_name} ${r.participant.last_name}` },
    { ...teamColumn<BiggestFishResult>(ownTeamId), isRowHeader: false },
    { id: 'puntos', header: 'Puntos', value: (r) => r.points, kind: 'number' },
  ];
}

function categoryColumns(ownTeamId: number | null): DataTableColumn<CategoryResult>[] {
  return [
    { id: 'categoria', header: 'Categoría', value: (r) => r.category.name },
    { ...teamColumn<CategoryResult>(ownTeamId), isRowHeader: false },
    club(),
    { id: 'puntos', header: 'Puntos', value: (r) => r.points, kind: 'number' },
    { id: 'especies', header: 'Especies', value: (r) => r.species_count, kind: 'number' },
    { id: 'piezas', header: 'Piezas', value: (r) => r.pieces_count, kind: 'number' },
  ];
}

const byPosition = (a: OverallResult, b: OverallResult) => a.final_position - b.final_position;

/** The three tables, by the id their section and CSV file carry. */
export type ResultTableId = 'general' | 'pieza-mayor' | 'categorias';

/** A row picked for deletion, with the table it belongs to. */
export type ResultToDelete =
  | { table: 'general'; row: OverallResult }
  | { table: 'pieza-mayor'; row: BiggestFishResult }
  | { table: 'categorias'; row: CategoryResult };

/** What the admins' results manager adds to the shared tables; the teams' screen passes none. */
export type ResultsManagement = {
  /** An 'Eliminar' button per row (left out in print). */
  onDelete: (target: ResultToDelete) => void;
  /** Shown next to each table's heading (the add buttons), left out in print. */
  addActions?: Partial<Record<ResultTableId, ReactNode>>;
};

/** What a delete button says, naming the row so each is told apart (one team in several categories). */
export const deleteNames = {
  general: (r: OverallResult) => `Eliminar el puesto ${r.final_position} (${r.team.name})`,
  'pieza-mayor': (r: BiggestFishResult) => `Eliminar la pieza mayor de ${r.species.name}`,
  categorias: (r: CategoryResult) => `Eliminar ${r.team.name} de la categoría ${r.category.name}`,
} as const;

function deleteAction<T>(name: (row: T) => string, onDelete: (row: T) => void): RowAction<T>[] {
  return [{ label: 'Eliminar', variant: 'danger', accessibleName: name, onAction: onDelete }];
}

/**
 * SPEC §2 results: overall by position, biggest fish, categories; shared by the teams' results
 * screen and the admins' results manager (`manage`: delete per row, add per table). Every row
 * is shown (at most 15 positions, one fish per species, a few teams per category): the sheet is
 * read whole and printed whole, so no table is split into pages. Each table exports its own CSV.
 */
export function ResultsTables({
  results,
  ownTeamId = null,
  csvPrefix,
  manage,
}: {
  results: CompetitionResults;
  ownTeamId?: number | null;
  csvPrefix: string;
  manage?: ResultsManagement;
}) {
  const columns = useMemo(
    () => ({ overall: overallColumns(ownTeamId), fish: biggestFishColumns(ownTeamId), category: categoryColumns(ownTeamId) }),
    [ownTeamId],
  );
  const onDelete = manage?.onDelete;
  const actions = useMemo(
    () =>
      onDelete
        ? {
            overall: deleteAction(deleteNames.general, (row: OverallResult) => onDelete({ table: 'general', row })),
            fish: deleteAction(deleteNames['pieza-mayor'], (row: BiggestFishResult) => onDelete({ table: 'pieza-mayor', row })),
            category: deleteAction(deleteNames.categorias, (row: CategoryResult) => onDelete({ table: 'categorias', row })),
          }
        : undefined,
    [onDelete],
  );
  const overall = useMemo(() => [...results.overall_results].sort(byPosition), [results.overall_results]);
  const isOwn = (r: { team: AcceptedTeam }) => r.team.id === ownTeamId;
  const tables: { id: ResultTableId; title: string; node: ReactNode }[] = [
    { id: 'general', title: 'Clasificación general', node: <DataTable label="Clasificación general" columns={columns.overall} rows={overall} isPaged={false} syncUrl={false} isRowEmphasized={isOwn} rowActions={actions?.overall} csvFileName={`${csvPrefix}-clasificacion-general`} emptyText="Todavía no hay puestos cargados." /> },
    { id: 'pieza-mayor', title: 'Pieza mayor', node: <DataTable label="Pieza mayor" columns={columns.fish} rows={results.biggest_fish_results} isPaged={false} syncUrl={false} isRowEmphasized={isOwn} rowActions={actions?.fish} csvFileName={`${csvPrefix}-pieza-mayor`} emptyText="Todavía no hay piezas cargadas." /> },
    { id: 'categorias', title: 'Categorías', node: <DataTable label="Categorías" columns={columns.category} rows={results.category_results} isPaged={false} syncUrl={false} isRowEmphasized={isOwn} rowActions={actions?.category} csvFileName={`${csvPrefix}-categorias`} emptyText="Todavía no hay categorías cargadas." /> },
  ];
  return (
    <div className={s.tables}>
      {tables.map((t) => (
        <section key={t.id} className={s.section} aria-labelledby={`resultados-${t.id}`}>
          <div className={s.sectionHeader}>
            <h2 id={`resultados-${t.id}`} className={s.heading}>
              {t.title}
            </h2>
            {manage?.addActions?.[t.id] ? <div className={s.addAction}>{manage.addActions[t.id]}</div> : null}
          </div>
          {t.node}
        </section>
      ))}
    </div>
  );
}

/** Whether a competition has any published result. */
export const hasResults = (r: CompetitionResults) => r.overall_results.length + r.biggest_fish_results.length + r.category_results.length > 0;
