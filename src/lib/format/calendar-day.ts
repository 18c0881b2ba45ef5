import { APP_TIME_ZONE, toDate } from './format';

const dayParts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: APP_TIME_ZONE });

/** The calendar day (in Argentine time) an instant falls on, as a day count usable for differences. */
export function dayNumber(value: string | Date): number {
  const [y, m, d] = dayParts.format(toDate(value)).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Whole calendar days from `from` to `to` (0 = the same day, negative = `to` is earlier). */
export const calendarDaysBetween = (from: string | Date, to: string | Date) => dayNumber(to) - dayNumber(from);
