import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argentineDayEnd, argentineDayStart } from '@contracts/core/argentine-time';
import { calendarDaysBetween } from '@/lib/format/calendar-day';
import { formatDate, formatDateTime, formatPeriod } from '@/lib/format/format';

// A browser in Madrid: what the screens show must not depend on the device's zone.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Madrid';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('Argentine days on screen (decision 0038)', () => {
  it('runs in a zone that is not Argentina', () => {
    expect(new Date('2026-12-25T12:00:00Z').getTimezoneOffset()).toBe(-60);
  });

  it('shows a period entered as days from 00:00 of its first day to 23:59 of its last', () => {
    expect(formatPeriod(argentineDayStart('2026-10-26'), argentineDayEnd('2026-12-25'))).toBe('26/10/2026, 00:00 al 25/12/2026, 23:59');
    // The same instants as another backend may write them, in UTC.
    expect(formatPeriod('2026-10-26T03:00:00.000Z', '2026-12-26T02:59:59.999Z')).toBe('26/10/2026, 00:00 al 25/12/2026, 23:59');
  });

  it("shows a competition's start at its Argentine time and on its Argentine day", () => {
    expect(formatDateTime('2027-01-02T06:00:00.000-03:00')).toBe('02/01/2027, 06:00');
    expect(formatDate(argentineDayEnd('2026-12-25'))).toBe('25/12/2026');
    expect(formatDate(argentineDayStart('2026-12-26'))).toBe('26/12/2026');
  });

  it('counts calendar days in Argentina: 23:59 is still the last day, 00:00 the next', () => {
    const end = argentineDayEnd('2026-12-25');
    expect(calendarDaysBetween(new Date('2026-12-26T02:59:00.000Z'), end)).toBe(0);
    expect(calendarDaysBetween(new Date('2026-12-26T03:00:00.000Z'), end)).toBe(-1);
    expect(calendarDaysBetween(new Date('2026-12-25T03:00:00.000Z'), end)).toBe(0);
    expect(calendarDaysBetween(new Date('2026-12-25T02:59:00.000Z'), end)).toBe(1);
  });
});
