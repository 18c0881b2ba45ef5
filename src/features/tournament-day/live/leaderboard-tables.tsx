import type { StandingRow, Standings } from '@contracts/entities/scoring';
import { formatDateTime } from '@/lib/format/format';
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

export function StandingsTable({ caption, rows }: { caption: string; rows: readonly StandingRow[] }) {
  return (
    <Scroller label={caption}>
      <table className={s.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Puesto</th>
            <th scope="col">Equipo</th>
            <th scope="col" className={s.number}>Puntos</th>
            <th scope="col" className={s.number}>Especies</th>
            <th scope="col" className={s.number}>Piezas</th>
            <th scope="col" className={s.number}>Pieza mayor</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className={s.empty}>Todavía no hay piezas aceptadas por el jurado.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.team.id}>
                <td>
                  {row.position}.º{row.tied ? <span className={s.tied}> (empate)</span> : null}
                </td>
                <th scope="row">{teamCell(row.team)}</th>
                <td className={s.number}>{formatPoints(row.points)}</td>
                <td className={s.number}>{row.species_count}</td>
                <td className={s.number}>{row.pieces_count}</td>
                <td className={s.number}>{formatSize(row.biggest_cm)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Scroller>
  );
}

export function BiggestTable({ rows }: { rows: Standings['biggest'] }) {
  const caption = 'Pieza mayor por especie';
  return (
    <Scroller label={caption}>
      <table className={s.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Especie</th>
            <th scope="col" className={s.number}>Medida</th>
            <th scope="col">Pescador</th>
            <th scope="col">Equipo</th>
            <th scope="col">Hora</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className={s.empty}>Todavía no hay piezas aceptadas por el jurado.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.species.id}>
                <th scope="row">{row.species.name}</th>
                <td className={s.number}>{formatSize(row.size_cm)}</td>
                <td>{row.angler}</td>
                <td>{teamCell(row.team)}</td>
                <td>{formatDateTime(row.caught_at)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
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
