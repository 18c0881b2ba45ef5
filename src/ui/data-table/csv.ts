import Papa from 'papaparse';
import { columnKind, isExportable, type DataTableColumn } from './columns';
import { csvText } from './cell-format';

/**
 * CSV for a spreadsheet set to es-AR (docs/decisions/0016): a UTF-8 byte order mark so Excel
 * reads 'Gómez' rather than 'GÃ³mez', ';' between fields because ',' is the decimal mark there,
 * CRLF line ends, dd/mm/aaaa dates and decimal commas (cell-format.ts). Quoting (a ';', a
 * quote or a line break inside a text) is papaparse's. This module is only loaded when the
 * user exports, so papaparse is in no first load.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

export function toCsv<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[]): string {
  const exported = columns.filter(isExportable);
  const data = rows.map((row) => exported.map((column) => csvText(column.value(row), columnKind(column))));
  return (
    CSV_BOM +
    Papa.unparse({ fields: exported.map((c) => c.header), data }, { delimiter: CSV_SEPARATOR, newline: '\r\n', quotes: false, escapeFormulae: false })
  );
}

/** Saves `csv` as `<fileName>.csv` through a temporary link (the browser's download). */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function exportCsv<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], fileName: string) {
  downloadCsv(toCsv(rows, columns), fileName);
}
