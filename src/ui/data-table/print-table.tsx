import { formatDateTime } from '@/lib/format/format';
import { columnAlign, columnKind, isPrintable, type DataTableColumn } from './columns';
import { displayText } from './cell-format';
import './print-page.css';
import * as s from './data-table.css';

type Props<T> = {
  label: string;
  /** What the list belongs to ('Competencia: Torneo 2026'); with the date under the title. */
  context?: string;
  /** '63 equipos': how many the printed list holds. */
  countText: string;
  columns: readonly DataTableColumn<T>[];
  /** Every row the search and filters select, all pages. */
  rows: readonly T[];
};

/**
 * The list as printed (issue 21): every filtered row, not the page on screen; the printable
 * columns as plain text (no buttons, sort icons or fields; a plain table lays out 5,000 rows
 * far quicker than the screen's table with its controls); under it the context, the count and the date.
 * Rendered only while printing (usePrinting).
 */
export function PrintTable<T>({ label, context, countText, columns, rows }: Props<T>) {
  const printed = columns.filter(isPrintable);
  const rowHeaderId = (printed.find((c) => c.isRowHeader) ?? printed[0])?.id;
  return (
    <div className={s.printOnly}>
      <p className={s.printContext}>{[context, countText, `Impreso el ${formatDateTime(new Date())}`].filter(Boolean).join(' · ')}</p>
      <table className={s.printTable} aria-label={label}>
        <thead>
          <tr>
            {printed.map((column) => (
              <th key={column.id} scope="col" className={columnAlign(column) === 'end' ? s.alignEnd : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {printed.map((column) => {
                const text = displayText(column.value(row), columnKind(column)) || '—';
                return column.id === rowHeaderId ? (
                  <th key={column.id} scope="row">
                    {text}
                  </th>
                ) : (
                  <td key={column.id} className={columnAlign(column) === 'end' ? s.alignEnd : undefined}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
