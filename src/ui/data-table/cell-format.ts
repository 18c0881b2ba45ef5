import { dateTimeFormat, formatDate, formatDateTime, formatMoney, LOCALE, toDate } from '@/lib/format/format';
import type { CellValue, ColumnKind } from './columns';

const isBlank = (value: CellValue): value is null | undefined | '' => value === null || value === undefined || value === '';

const plainNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
/** 'dd/mm/aaaa hh:mm' in Argentine time: what Excel and LibreOffice in es-AR read as a date and time (the CSV's format). */
export function formatDayAndTime(value: string | Date): string {
  // Built from parts, not format(): es-AR's dateTime format puts a comma between day and time.
  const part = Object.fromEntries(dateTimeFormat.formatToParts(toDate(value)).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

const toNumber = (value: CellValue) => (typeof value === 'number' ? value : Number(value));

/** The text a cell shows (and the search matches): es-AR numbers, dd/mm/aaaa dates, 'dd/mm/aaaa, hh:mm' instants, Sí / No. */
export function displayText(value: CellValue, kind: ColumnKind): string {
  if (isBlank(value)) return '';
  switch (kind) {
    case 'number':
      return plainNumber.format(toNumber(value));
    case 'money':
      return formatMoney(toNumber(value));
    case 'date':
      return formatDate(value instanceof Date ? value : String(value));
    case 'datetime':
      // On screen, the app's one format ('25/12/2026, 06:00'); the CSV writes its own (csvText).
      return formatDateTime(value instanceof Date ? value : String(value));
    case 'boolean':
      return value ? 'Sí' : 'No';
    case 'id':
      return String(value);
    default:
      return value instanceof Date ? formatDate(value) : String(value);
  }
}

/**
 * A number as a spreadsheet set to es-AR reads it: decimal comma, no thousands separator
 * (a '.' would be taken for one, turning 1.5 into 15), so the cell stays a number.
 */
export const csvNumber = (value: number, decimals?: number) =>
  (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');

/**
 * A text that a spreadsheet would run as a formula ('=HYPERLINK(…)', '+…', '-…', '@…') gets a
 * leading apostrophe (OWASP "CSV injection"); texts come from users (team names, notes).
 */
export const csvSafeText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell in the CSV export: numbers with decimal comma, dates dd/mm/aaaa, texts defused. */
export function csvText(value: CellValue, kind: ColumnKind): string {
  if (isBlank(value)) return '';
  switch (kind) {
    case 'number':
      return csvNumber(toNumber(value));
    case 'money':
      return csvNumber(toNumber(value), 2);
    case 'date':
      return displayText(value, kind);
    case 'datetime':
      return formatDayAndTime(value instanceof Date ? value : String(value));
    case 'boolean':
      return value ? 'Sí' : 'No';
    case 'id':
      return String(value);
    default:
      return csvSafeText(displayText(value, kind));
  }
}
