/**
 * The seed's two clocks.
 *
 * Everything that defines a state (account creation, the finished past competition, its
 * payments and results) hangs off the fixed SEED_EPOCH, so two builds are identical.
 * The one exception is the CURRENT competition: its registration window, its price
 * windows and the registrations and payments made inside them are placed relative to
 * `today` (the real current date rounded down to UTC midnight), so the demo always has
 * registration open. Two builds on the same day are therefore identical too; tests pass a
 * fixed `today` when they need full independence from the calendar.
 */
export const SEED_EPOCH = '2025-03-03T12:00:00.000Z';

const DAY_MS = 24 * 60 * 60 * 1000;

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export type SeedClock = {
  today: Date;
  /** `days` after SEED_EPOCH (at `hour` UTC), ISO string. */
  epoch: (days: number, hour?: number) => string;
  /** `days` after `today` (at `hour` UTC), ISO string. */
  fromToday: (days: number, hour?: number) => string;
};

const at = (base: Date, days: number, hour: number) => {
  const d = new Date(startOfUtcDay(base).getTime() + days * DAY_MS);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export function seedClock(today: Date = new Date()): SeedClock {
  const day = startOfUtcDay(today);
  const epoch = new Date(SEED_EPOCH);
  return {
    today: day,
    epoch: (days, hour = 12) => at(epoch, days, hour),
    fromToday: (days, hour = 12) => at(day, days, hour),
  };
}
