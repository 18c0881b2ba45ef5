import { argentineDay, argentineDayEnd, argentineDayStart, argentineInstant } from '@contracts/core/argentine-time';

/**
 * The seed's two clocks.
 *
 * Everything that defines a state (account creation, the finished past competition, its
 * payments and results) hangs off the fixed SEED_EPOCH, so two builds are identical.
 * The one exception is the CURRENT competition: its registration window, its price
 * windows and the registrations and payments made inside them are placed relative to
 * `today` (the Argentine day the seed is built on: the competition's days are Argentine
 * days, decision 0038), so the demo always has registration open. Two builds on the same
 * day are therefore identical too; tests pass a fixed `today` when they need full
 * independence from the calendar.
 */
export const SEED_EPOCH = '2025-03-03T12:00:00.000Z';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** 00:00 in Argentina of the Argentine day `date` falls on. */
export const startOfArgentineDay = (date: Date): Date => new Date(argentineDayStart(argentineDay(date)));

export type SeedClock = {
  /** 00:00 (Argentine time) of the seed's day. */
  today: Date;
  /** `days` after SEED_EPOCH (at `hour` UTC), ISO string. */
  epoch: (days: number, hour?: number) => string;
  /** `days` after `today` at `hour` Argentine time, ISO string (a timestamp: created_at, paid at). */
  fromToday: (days: number, hour?: number) => string;
  /** 00:00 of the Argentine day `days` after today, as the API stores a period's start. */
  dayStart: (days: number) => string;
  /** 23:59:59.999 of the Argentine day `days` after today, as the API stores a period's end. */
  dayEnd: (days: number) => string;
  /** `days` after today at `hh:mm` Argentine time, as the API stores the competition's start and end. */
  argentineTime: (days: number, time: string) => string;
};

const at = (base: Date, days: number, hour: number) => {
  const d = new Date(startOfUtcDay(base).getTime() + days * DAY_MS);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export function seedClock(now: Date = new Date()): SeedClock {
  const today = startOfArgentineDay(now);
  const epoch = new Date(SEED_EPOCH);
  // Noon of the wanted day keeps the day right whatever the hour arithmetic (no DST in Argentina anyway).
  const dayAfter = (days: number) => argentineDay(new Date(today.getTime() + days * DAY_MS + 12 * HOUR_MS));
  return {
    today,
    epoch: (days, hour = 12) => at(epoch, days, hour),
    fromToday: (days, hour = 12) => new Date(today.getTime() + days * DAY_MS + hour * HOUR_MS).toISOString(),
    dayStart: (days) => argentineDayStart(dayAfter(days)),
    dayEnd: (days) => argentineDayEnd(dayAfter(days)),
    argentineTime: (days, time) => argentineInstant(`${dayAfter(days)}T${time}:00.000-03:00`),
  };
}
