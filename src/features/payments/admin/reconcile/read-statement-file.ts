import { decodeStatement } from './statement-decode';
import { readStatementTable, type StatementTable } from './statement-table';

/** A statement of a few thousand lines is well under this; a larger file is not a statement. */
const MAX_BYTES = 5 * 1024 * 1024;

export type ReadStatement = { ok: true; name: string; table: StatementTable } | { ok: false; message: string };

export const readMessages = {
  tooLarge: 'El archivo es demasiado grande para un extracto (más de 5 MB). Elegí el CSV de los movimientos de un período más corto.',
  spreadsheet: 'Es una planilla de Excel. Exportá los movimientos como CSV desde tu home banking (o guardala como CSV) y elegí ese archivo.',
  noTable: 'No encontramos movimientos en el archivo. Elegí el CSV de movimientos que exporta tu banco (no un PDF ni una imagen).',
  unreadable: 'No se pudo leer el archivo. Volvé a elegirlo.',
} as const;

/** Reads the chosen file in the browser: its bytes, their encoding, its table. Says why in Spanish when it cannot. */
export async function readStatementFile(file: File): Promise<ReadStatement> {
  if (file.size > MAX_BYTES) return { ok: false, message: readMessages.tooLarge };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: readMessages.unreadable };
  }
  // An .xlsx is a zip ('PK'); an old .xls starts with the OLE signature.
  if ((bytes[0] === 0x50 && bytes[1] === 0x4b) || (bytes[0] === 0xd0 && bytes[1] === 0xcf)) return { ok: false, message: readMessages.spreadsheet };
  const table = readStatementTable(decodeStatement(bytes));
  if (table.headers.length < 3 || table.rows.length === 0) return { ok: false, message: readMessages.noTable };
  return { ok: true, name: file.name, table };
}
