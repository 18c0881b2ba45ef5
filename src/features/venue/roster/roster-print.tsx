import type { RosterTeam } from '@contracts/entities/teams';
import { displayText } from '@/ui/data-table/cell-format';
import { rosterPrintColumns } from './roster-columns';
import * as s from './roster.css';

/**
 * The whole roster as a plain table, for paper: the screen's table shows one page at a time,
 * and the desk needs every team. Rendered only while printing (roster-page.tsx).
 */
export function RosterPrint({ teams }: { teams: readonly RosterTeam[] }) {
  return (
    <table className={s.printTable}>
      <caption>Planilla de control: {teams.length} equipos aceptados</caption>
      <thead>
        <tr>
          {rosterPrintColumns.map((column) => (
            <th key={column.id} scope="col">
              {column.header}
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
          </tr>
        ))}
      </tbody>
    </table>
  );
}
