import type { ColumnMapping } from './column-mapping';
import type { StatementTable } from './statement-table';
import { cuitDigits, cuitsIn, parseStatementAmount, parseStatementDate, type StatementDate } from './statement-values';

/** A credit of the statement: money that came in, which may pay a pending transfer. */
export type StatementLine = {
  /** The line in the file, as the admin finds it in a text editor or a spreadsheet. */
  line: number;
  date: StatementDate;
  /** The concept (and the extra detail column, if mapped) as the bank wrote it. */
  concept: string;
  amountCents: number;
  /** The sender's CUIT digits: its column, else one written in the concept. */
  cuits: string[];
};

export type StatementLines = { credits: StatementLine[]; debits: number; ignored: number };

/**
 * The statement's credits under the admin's mapping. Debits (a negative amount, or an empty
 * credits cell when the bank splits them) pay nothing and are only counted; rows without a
 * real day or amount (opening and closing balances, totals, notes) are ignored and counted.
 */
export function statementLines(table: StatementTable, mapping: ColumnMapping): StatementLines {
  const result: StatementLines = { credits: [], debits: 0, ignored: 0 };
  for (const { line, cells } of table.rows) {
    const date = parseStatementDate(cells[mapping.date] ?? '');
    const amountText = cells[mapping.amount] ?? '';
    const amount = parseStatementAmount(amountText);
    if (!date || (amount === null && amountText !== '')) {
      result.ignored++;
      continue;
    }
    if (amount === null || amount <= 0) {
      result.debits++;
      continue;
    }
    const concept = [cells[mapping.concept], mapping.detail === null ? '' : cells[mapping.detail]].filter(Boolean).join(' · ');
    const column = mapping.cuit === null ? '' : cuitDigits(cells[mapping.cuit] ?? '');
    const cuits = column.length === 11 ? [column] : cuitsIn(concept);
    result.credits.push({ line, date, concept, amountCents: amount, cuits });
  }
  return result;
}
