import type { Price } from '@contracts/entities/competitions';
import { calendarDaysBetween } from '@/lib/format/calendar-day';

export type UrgencyTone = 'danger' | 'orange' | 'yellow' | 'neutral';

export type PriceUrgency = {
  /** Calendar days until the price's end date (0 = ends today; negative = past). */
  daysLeft: number;
  isPastDue: boolean;
  tone: UrgencyTone;
  label: string;
};

/**
 * SPEC §9 price urgency by days left: past due red 'Plazo vencido', 0 days 'Último día',
 * 3 or fewer orange, 7 or fewer yellow. Days are calendar days in Argentine time, and a
 * price is past due as soon as its end instant has passed (even on its last day).
 */
export function priceUrgency(price: Pick<Price, 'end_date'>, now: Date = new Date()): PriceUrgency {
  const daysLeft = calendarDaysBetween(now, price.end_date);
  const isPastDue = now.getTime() > new Date(price.end_date).getTime();
  if (isPastDue) return { daysLeft, isPastDue, tone: 'danger', label: 'Plazo vencido' };
  if (daysLeft === 0) return { daysLeft, isPastDue, tone: 'orange', label: 'Último día' };
  const label = daysLeft === 1 ? 'Queda 1 día' : `Quedan ${daysLeft} días`;
  if (daysLeft <= 3) return { daysLeft, isPastDue, tone: 'orange', label };
  if (daysLeft <= 7) return { daysLeft, isPastDue, tone: 'yellow', label };
  return { daysLeft, isPastDue, tone: 'neutral', label };
}
