import type { ReactNode } from 'react';

/** One column of a CaptionedTable: its header, what each row shows in it, and whether that cell names the row. */
export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** The cell that names the row (`<th scope="row">`): a screen reader reads it before each other cell. */
  rowHeader?: boolean;
  /** Both the header and the cells (numbers aligned to the right, for example). */
  className?: string;
};

/**
 * A small, fixed table with its caption: every row shown, no sorting or paging (the results
 * computed from the catches, the live leaderboard). Long lists use the shared DataTable.
 * A screen with nothing to list yet says so in its own words instead: a sentence in a row as wide
 * as the columns would be cut off on a phone, where the table scrolls sideways.
 */
export function CaptionedTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  className,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  className?: string;
}) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row" className={column.className}>
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={column.header} className={column.className}>
                  {column.cell(row, index)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
