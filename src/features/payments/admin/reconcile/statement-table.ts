import Papa from 'papaparse';
import { looksLikeHeader } from './column-mapping';

/** A statement's table: its header row and its rows, each with its line in the file (1-based). */
export type StatementTable = { headers: string[]; rows: { line: number; cells: string[] }[] };

const DELIMITERS = [';', ',', '\t', '|'];
/** Banks put a few lines (bank, account, period, balance) above the table; never this many. */
const MAX_PREAMBLE = 40;

const cellsOf = (line: string, delimiter: string) => (Papa.parse<string[]>(line, { delimiter }).data[0] ?? []).map((c) => c.trim());

/**
 * Reads the CSV text of a bank statement: finds the header row below the lines some banks add
 * first ('Banco …', 'Cuenta …', 'Período …') and its separator (';' from Excel in Spanish, ','
 * otherwise), then parses the table with papaparse. Without a recognisable header the first
 * line is the header, papaparse guesses the separator, and the admin maps the columns.
 * Blank rows are skipped; every row keeps its line in the file, which the admin notes name.
 */
export function readStatementTable(text: string): StatementTable {
  const lines = text.split(/\r\n|\n|\r/);
  let start = 0;
  let delimiter: string | undefined;
  search: for (let i = 0; i < Math.min(lines.length, MAX_PREAMBLE); i++) {
    for (const candidate of DELIMITERS) {
      if (lines[i]!.includes(candidate) && looksLikeHeader(cellsOf(lines[i]!, candidate))) {
        [start, delimiter] = [i, candidate];
        break search;
      }
    }
  }
  const table = lines.slice(start).join('\n');
  // The header row's separator is certain (its names hold no ';' or ','); papaparse guesses only
  // without one, since its guess counts fields per row and amounts like '210.000,00' hold commas.
  const parsed = Papa.parse<string[]>(table, delimiter ? { delimiter } : { delimitersToGuess: DELIMITERS });
  const [header = [], ...rest] = parsed.data;
  const rows = rest
    .map((cells, i) => ({ line: start + i + 2, cells: cells.map((c) => c.trim()) }))
    .filter((row) => row.cells.some((c) => c !== ''));
  return { headers: header.map((h) => h.trim()), rows };
}
