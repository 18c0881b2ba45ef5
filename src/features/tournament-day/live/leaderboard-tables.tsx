import { useId } from 'react';
import type { StandingRow, Standings } from '@contracts/entities/scoring';
import { formatDateTime } from '@/lib/format/format';
import { CaptionedTable, type Column } from '@/ui/captioned-table';
import { formatPoints, formatSize } from '../shared/format-size';
import * as s from './live.css';

/** One table of the leaderboard, as the rotation names it. */
export type BoardTable = { id: string; title: string; content: React.ReactNode };

function Scroller({ label, children }: { label: string; children: React.ReactNode }) {
  // Focusable so a keyboard can scroll a table wider than a phone; named by its table.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe: scrollable-region-focusable)
    <div className={s.scroller} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

const teamCell = (team: StandingRow['team']) => (
  <>
    {team.team_number !== null ? `${team.team_number} · ` : ''}
    {team.name}
    {team.institution_name ? <span className={s.club}>{team.institution_name}</span> : null}
  </>
);

/**
 * A table with no rows yet: its name and a sentence that wraps to the screen. As a row of an
 * empty table the sentence was as wide as the table's headers, past a phone's edge.
 */
function NoPiecesYet({ caption }: { caption: string }) {
  const id = useId();
  return (
    <section className={s.noRows} aria-labelledby={id}>
      <p id={id} className={s.noRowsCaption}>
        {caption}
      </p>
      <p className={s.empty}>Todavía no hay piezas aceptadas por el jurado.</p>
    </section>
  );
}

const standingColumns: readonly Column<StandingRow>[] = [
  { header: 'Puesto', cell: (row) => <>{row.position}.º{row.tied ? <span className={s.tied}> (empate)</span> : null}</> },
  { header: 'Equipo', rowHeader: true, cell: (row) => teamCell(row.team) },
  { header: 'Puntos', className: s.number, cell: (row) => formatPoints(row.points) },
  { header: 'Especies', className: s.number, cell: (row) => row.species_count },
  { header: 'Piezas', className: s.number, cell: (row) => row.pieces_count },
  { header: 'Pieza mayor', className: s.number, cell: (row) => formatSize(row.biggest_cm) },
];

export function StandingsTable({ caption, rows }: { caption: string; rows: readonly StandingRow[] }) {
  if (rows.length === 0) return <NoPiecesYet caption={caption} />;
  return (
    <Scroller label={caption}>
      <CaptionedTable caption={caption} columns={standingColumns} rows={rows} rowKey={(row) => row.team.id} className={s.table} />
    </Scroller>
  );
}

type BiggestRow = Standings['biggest'][number];
const biggestColumns: readonly Column<BiggestRow>[] = [
  { header: 'Especie', rowHeader: true, cell: (row) => row.species.name },
  { header: 'Medida', className: s.number, cell: (row) => formatSize(row.size_cm) },
  { header: 'Pescador', cell: (row) => row.angler },
  { header: 'Equipo', cell: (row) => teamCell(row.team) },
  { header: 'Hora', cell: (row) => formatDateTime(row.caught_at) },
];

export function BiggestTable({ rows }: { rows: Standings['biggest'] }) {
  const caption = 'Pieza mayor por especie';
  if (rows.length === 0) return <NoPiecesYet caption={caption} />;
  return (
    <Scroller label={caption}>
      <CaptionedTable caption={caption} columns={biggestColumns} rows={rows} rowKey={(row) => row.species.id} className={s.table} />
    </Scroller>
  );
}

/** The leaderboard's tables in the order the rotation shows them: overall, biggest pieces, each category. */
export function boardTables(standings: Standings): BoardTable[] {
  return [
    { id: 'general', title: 'Clasificación general', content: <StandingsTable caption="Clasificación general" rows={standings.overall} /> },
    { id: 'pieza-mayor', title: 'Pieza mayor por especie', content: <BiggestTable rows={standings.biggest} /> },
    ...standings.categories.map((c) => ({
      id: `categoria-${c.category.id}`,
      title: `Categoría ${c.category.name}`,
      content: <StandingsTable caption={`Categoría ${c.category.name}`} rows={c.standings} />,
    })),
  ];
}
