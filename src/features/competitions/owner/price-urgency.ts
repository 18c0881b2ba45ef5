import type { Price } from '@contracts/entities/competitions';
import { calendarDaysBetween } from '@/lib/format/calendar-day';
import { formatDayMonth } from '@/lib/format/format';

export type UrgencyTone = 'danger' | 'orange' | 'yellow' | 'neutral';

export type PriceUrgency = {
  /** Calendar days until the price's end date (0 = ends today; negative = past). */
  daysLeft: number;
  isPastDue: boolean;
  /** The window has not started: the label says from when it applies, not time left (issue 31). */
  isUpcoming: boolean;
  tone: UrgencyTone;
  label: string;
};

/**
 * SPEC §9 price urgency by days left: past due red 'Plazo vencido', 0 days 'Último día',
 * 3 or fewer orange, 7 or fewer yellow. Days are calendar days in Argentine time, and a
 * price is past due as soon as its end instant has passed (even on its last day). A price
 * whose window has not started reads 'Desde el 08/12': days left to its end would read as
 * time left to pay it (issue 31).
 */
export function priceUrgency(price: Pick<Price, 'end_date'> & Partial<Pick<Price, 'start_date'>>, now: Date = new Date()): PriceUrgency {
  const daysLeft = calendarDaysBetween(now, price.end_date);
  const isPastDue = now.getTime() > new Date(price.end_date).getTime();
  const base = { daysLeft, isPastDue, isUpcoming: false };
  if (isPastDue) return { ...base, tone: 'danger', label: 'Plazo vencido' };
  if (price.start_date && now.getTime() < new Date(price.start_date).getTime()) {
    return { ...base, isUpcoming: true, tone: 'neutral', label: `Desde el ${formatDayMonth(price.start_date)}` };
  }
  if (daysLeft === 0) return { ...base, tone: 'orange', label: 'Último día' };
  const label = daysLeft === 1 ? 'Queda 1 día' : `Quedan ${daysLeft} días`;
  if (daysLeft <= 3) return { ...base, tone: 'orange', label };
  if (daysLeft <= 7) return { ...base, tone: 'yellow', label };
  return { ...base, tone: 'neutral', label };
}
