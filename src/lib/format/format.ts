/**
 * es-AR formatting (SPEC §1, §9): '$' amounts with Argentine separators, 24-hour dates,
 * relative times in Spanish. Times are shown in Argentine time whatever the device's zone:
 * the competition happens there, and a 06:00 start must not read 10:00 on a phone abroad.
 */
import { APP_TIME_ZONE, LOCALE } from './locale';

export { APP_TIME_ZONE, LOCALE };

export type Currency = 'ARS' | 'CLP';

const numberFormats = new Map<number, Intl.NumberFormat>();
const numberFormat = (decimals: number) => {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format;
};

/**
 * '$ 1.234,50'. Both currencies read with a '$' prefix (SPEC §9: the progress card uses CLP,
 * the competition screen ARS); CLP has no cents, so it shows none. The space is a
 * no-break space, so the sign never ends a line alone.
 */
export function formatMoney(amount: number, currency: Currency = 'ARS', options: { decimals?: number } = {}): string {
  const decimals = options.decimals ?? (currency === 'CLP' ? 0 : 2);
  const sign = amount < 0 ? '-' : '';
  return `${sign}$\u00a0${numberFormat(decimals).format(Math.abs(amount))}`;
}

/** SPEC §9: the transfer amount is shown without decimals ('$ 45.000'). */
export const formatTransferAmount = (amount: number) => formatMoney(amount, 'ARS', { decimals: 0 });

/** A plain es-AR number: '1.234' or '12,5'. */
export const formatNumber = (value: number, decimals = 0) => numberFormat(decimals).format(value);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the server's dates. A bare 'yyyy-mm-dd' (birth dates) is a calendar day, not an
 * instant: it is pinned to noon UTC so no time zone moves it to the day before.
 */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(DATE_ONLY.test(value) ? `${value}T12:00:00Z` : value);
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: APP_TIME_ZONE });
/** dd/mm/aaaa hh:mm (24 h) in Argentine time; also read part by part by the CSV export. */
export const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: APP_TIME_ZONE,
});

const guard = (value: string | Date | null | undefined, format: (d: Date) => string, empty: string) => {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? empty : format(date);
};

/** '23/11/2026'. Empty or unreadable values give `empty` ('—' by default) instead of 'Invalid Date'. */
export const formatDate = (value: string | Date | null | undefined, empty = '—') => guard(value, (d) => dateFormat.format(d), empty);

const dayMonthFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', timeZone: APP_TIME_ZONE });
/** '08/12': an Argentine day in a sentence whose year is plain ('Desde el 08/12', issue 31). */
export const formatDayMonth = (value: string | Date | null | undefined, empty = '—') =>
  guard(
    value,
    (d) => {
      // es-AR's day-month pattern drops the day's leading zero ('8/12'); the app writes '08/12' like its full dates.
      const part = (type: 'day' | 'month') => dayMonthFormat.formatToParts(d).find((p) => p.type === type)!.value.padStart(2, '0');
      return `${part('day')}/${part('month')}`;
    },
    empty,
  );

/** '23/11/2026, 14:05' (24-hour): the one format of an instant in tables and details. */
export const formatDateTime = (value: string | Date | null | undefined, empty = '—') =>
  guard(value, (d) => dateTimeFormat.format(d), empty);

/**
 * A period an organiser entered as days (registration, a price's validity), to follow 'del':
 * '26/10/2026, 00:00 al 25/12/2026, 23:59'. The times say the days are whole Argentine days
 * (decision 0038); a competition's start and end read the same way with their own times.
 */
export const formatPeriod = (start: string | Date, end: string | Date) => `${formatDateTime(start)} al ${formatDateTime(end)}`;

const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * 'hace 5 minutos', 'ayer', 'ahora', 'dentro de 3 días' (SPEC §2 notification times),
 * in the largest unit that fits. Under 10 seconds it is simply 'ahora'.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const diff = toDate(value).getTime() - now.getTime();
  if (Number.isNaN(diff)) return '';
  if (Math.abs(diff) < 10 * SECOND) return relativeFormat.format(0, 'second');
  for (const [unit, size] of units) {
    if (Math.abs(diff) >= size || unit === 'second') return relativeFormat.format(Math.trunc(diff / size), unit);
  }
  return '';
}
