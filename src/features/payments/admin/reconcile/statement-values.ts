import { pastedDecimal } from '@/lib/format/pasted-decimal';

/** A statement's day, as the bank wrote it and as the app shows it ('21/11/2026'). */
export type StatementDate = { year: number; month: number; day: number; text: string };

const pad = (n: number) => String(n).padStart(2, '0');

const dayOf = (year: number, month: number, day: number): StatementDate | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day, text: `${pad(day)}/${pad(month)}/${year}` };
};

/**
 * The day of a statement line: 'dd/mm/yyyy' or 'dd/mm/yy' (also with '-' or '.'), ISO
 * 'yyyy-mm-dd', each possibly followed by a time, which is dropped. Argentine banks write the
 * day first; a two-digit year is 20yy. Null when the cell is not a real day.
 */
export function parseStatementDate(text: string): StatementDate | null {
  const cell = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(cell);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T,].*)?$/.exec(cell);
  if (!local) return null;
  const year = local[3]!.length === 2 ? 2000 + Number(local[3]) : Number(local[3]);
  return dayOf(year, Number(local[2]), Number(local[1]));
}

/**
 * An amount in cents, or null when the cell holds none. Accepts what home banking writes:
 * '210.000,00', '210000,00', '$ 210.000,00', 'ARS 210.000,00', '210,000.00' (an export in
 * English format), '-1.500,00', '1.500,00-' and '(1.500,00)' for debits. The decimal mark is
 * read like a pasted number (src/lib/format/pasted-decimal.ts): a single point followed by
 * three digits groups thousands, as es-AR writes.
 */
export function parseStatementAmount(text: string): number | null {
  let cell = text.trim().replace(/^(?:ARS|AR\$|U\$S|\$)\s*/i, '').replace(/\s/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(cell)) [negative, cell] = [true, cell.slice(1, -1)];
  if (cell.endsWith('-')) [negative, cell] = [true, cell.slice(0, -1)];
  if (cell.startsWith('-')) [negative, cell] = [!negative, cell.slice(1)];
  cell = cell.replace(/^\$/, '');
  if (cell === '') return null;
  const plain = pastedDecimal(cell, 2);
  if (plain === undefined || plain.startsWith('-') || plain.startsWith('+')) return null;
  const [whole = '0', fraction = ''] = plain.split(',');
  if (fraction.length > 2 || whole.length > 13) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A CUIT/CUIL by its 11 digits ('20-12345678-3' and '20123456783' are the same). */
export const cuitDigits = (text: string): string => text.replace(/\D/g, '');

/**
 * The runs of digits of a text that stand alone, as whole numbers: '12' in 'Insc 12', 'N°12'
 * or 'REF:12'. Digits joined by '-', '.', '/', ',' or ':' to more digits form one token that
 * is no reference: a CUIT ('20-12345678-3'), a date ('21/11/2026'), an amount ('210.000,00'),
 * a time; and a run longer than 9 digits is an account, CBU or CVU (22 digits), never a
 * registration number, nor is any of its parts.
 */
export function standaloneNumbers(text: string): number[] {
  const numbers: number[] = [];
  for (const token of text.match(/\d+(?:[-./,:]\d+)*/g) ?? []) {
    if (/^\d{1,9}$/.test(token)) numbers.push(Number(token));
  }
  return numbers;
}

/** CUITs written inside a text ('CUIT 20-12345678-3', 'DE 20123456783'), as digits. */
export function cuitsIn(text: string): string[] {
  return [...text.matchAll(/(?<![\d-])(\d{2})-?(\d{8})-?(\d)(?![\d-])/g)].map((m) => `${m[1]}${m[2]}${m[3]}`);
}
