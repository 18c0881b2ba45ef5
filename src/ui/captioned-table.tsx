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
 * `empty`: the one row shown when there are none.
 */
export function CaptionedTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  className,
  emptyClassName,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty?: string;
  className?: string;
  emptyClassName?: string;
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
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length} className={emptyClassName}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
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
          ))
        )}
      </tbody>
    </table>
  );
}
