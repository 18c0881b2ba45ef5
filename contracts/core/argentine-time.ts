/**
 * The API's convention for the dates an organiser enters (decision 0038). The competition
 * happens in Argentina (America/Argentina/Buenos_Aires), which keeps UTC−03:00 all year (no
 * daylight time), so a day is a day there:
 * - a period (registration, a price's validity) starts at 00:00:00.000 of its first day and
 *   ends at 23:59:59.999 of its last day, Argentine time;
 * - the competition's start and end keep the time the organiser set, read in Argentina;
 * - these instants travel and are stored with their offset: '2026-12-25T23:59:59.999-03:00';
 * - a write may send a bare day ('2026-12-25', the start or end of that day by the field) or a
 *   date and time without offset ('2026-12-25T06:00', Argentine wall time).
 * Shared by the client (forms) and the mock backend (what it stores), so both mean the same.
 */
export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';
export const ARGENTINA_OFFSET = '-03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;

export type PeriodEdge = 'start' | 'end';

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** The same instant in Argentine wall time with its offset: '2026-12-26T02:59:59.999Z' → '2026-12-25T23:59:59.999-03:00'; '' if unreadable. */
export function argentineInstant(value: string | Date): string {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) return '';
  return `${new Date(ms - OFFSET_MS).toISOString().slice(0, 23)}${ARGENTINA_OFFSET}`;
}

/** The Argentine day an instant falls on, 'yyyy-mm-dd' ('' if unreadable). */
export const argentineDay = (value: string | Date) => argentineInstant(value).slice(0, 10);

/** The Argentine wall time of an instant to the minute, 'yyyy-mm-ddThh:mm' ('' if unreadable). */
export const argentineWallTime = (value: string | Date) => argentineInstant(value).slice(0, 16);

/** 00:00:00.000 of an Argentine day ('yyyy-mm-dd'). */
export const argentineDayStart = (day: string) => `${day}T00:00:00.000${ARGENTINA_OFFSET}`;

/** 23:59:59.999 of an Argentine day: the last instant a period ending that day still covers. */
export const argentineDayEnd = (day: string) => `${day}T23:59:59.999${ARGENTINA_OFFSET}`;

/**
 * What the API stores for a date field a write sent: a bare day is that Argentine day's start
 * or end (by the field's edge), a date-time without offset is Argentine wall time, an instant
 * with an offset is kept as that instant. Always written with the Argentine offset.
 */
export function storedArgentineInstant(value: string, edge: PeriodEdge): string {
  if (BARE_DAY.test(value)) return edge === 'start' ? argentineDayStart(value) : argentineDayEnd(value);
  return argentineInstant(HAS_OFFSET.test(value) ? value : `${value}${ARGENTINA_OFFSET}`);
}
