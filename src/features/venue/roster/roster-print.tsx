import type { RosterTeam } from '@contracts/entities/teams';
import { CurrentCompetitionCaption } from '@/lib/competitions/current-competition';
import { formatDateTime } from '@/lib/format/format';
import { displayText } from '@/ui/data-table/cell-format';
import { rosterPrintColumns } from './roster-columns';
import * as s from './roster.css';

/** What the desk ticks by hand as boats go out and come back, then signs (issue 31). */
export const controlColumns = ['Presente', 'Salió', 'Volvió', 'Firma'] as const;

/**
 * The roster on paper is the dock's control sheet (issue 31): whose competition and when it was
 * printed, then every team (the screen's table shows one page at a time) with empty boxes to
 * tick — present, went out, came back — and a space to sign. Rendered only while printing
 * (roster-page.tsx).
 */
export function RosterPrint({ teams, printedAt = new Date() }: { teams: readonly RosterTeam[]; printedAt?: Date }) {
  return (
    // The page's own heading ('Planilla de control') is printed above it.
    <section className={s.printSheet} aria-label="Planilla impresa">
      <p className={s.printContext}>
        <CurrentCompetitionCaption /> · Impreso el {formatDateTime(printedAt)} · {teams.length} {teams.length === 1 ? 'equipo aceptado' : 'equipos aceptados'}
      </p>
      <table className={s.printTable}>
        <thead>
          <tr>
            {rosterPrintColumns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
            {controlColumns.map((header) => (
              <th key={header} scope="col" className={header === 'Firma' ? s.signature : s.tick}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.team_id}>
              {rosterPrintColumns.map((column) => (
                <td key={column.id}>{displayText(column.value(team), column.kind ?? 'text')}</td>
              ))}
              {controlColumns.map((header) => (
                <td key={header} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
