import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  argentineDay,
  argentineDayEnd,
  argentineDayStart,
  argentineInstant,
  argentineWallTime,
  storedArgentineInstant,
} from '@contracts/core/argentine-time';
import { competitionInputSchema } from '@contracts/entities/competitions';
import { formMessages } from '@contracts/messages';

// A machine far from Argentina: nothing here may depend on the process's own zone.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('Argentine days and instants (decision 0038)', () => {
  it('runs in a non-Argentine zone', () => {
    expect(new Date('2026-12-25T12:00:00Z').getTimezoneOffset()).toBe(-540);
  });

  it('writes an instant in Argentine wall time with its offset, the same instant', () => {
    expect(argentineInstant('2026-12-26T02:59:59.999Z')).toBe('2026-12-25T23:59:59.999-03:00');
    expect(argentineInstant('2026-12-26T03:00:00Z')).toBe('2026-12-26T00:00:00.000-03:00');
    expect(Date.parse(argentineInstant('2026-12-26T03:00:00Z'))).toBe(Date.parse('2026-12-26T03:00:00Z'));
    expect(argentineInstant('not a date')).toBe('');
  });

  it('names the Argentine day and wall time an instant falls on, not the UTC one', () => {
    expect(argentineDay('2026-12-26T02:59:59.999Z')).toBe('2026-12-25');
    expect(argentineDay('2026-12-26T03:00:00.000Z')).toBe('2026-12-26');
    expect(argentineWallTime('2026-12-25T09:00:00Z')).toBe('2026-12-25T06:00');
  });

  it('starts a day at 00:00 and ends it at 23:59:59.999 in Argentina (03:00 and 02:59:59.999 UTC)', () => {
    expect(new Date(argentineDayStart('2026-12-26')).toISOString()).toBe('2026-12-26T03:00:00.000Z');
    expect(new Date(argentineDayEnd('2026-12-25')).toISOString()).toBe('2026-12-26T02:59:59.999Z');
    // The day after a period's end starts one millisecond later: no gap, no overlap.
    expect(Date.parse(argentineDayStart('2026-12-26')) - Date.parse(argentineDayEnd('2026-12-25'))).toBe(1);
  });

  it('stores what a write sends: a bare day by its edge, a time without offset as Argentine time, an instant as itself', () => {
    expect(storedArgentineInstant('2026-12-25', 'start')).toBe('2026-12-25T00:00:00.000-03:00');
    expect(storedArgentineInstant('2026-12-25', 'end')).toBe('2026-12-25T23:59:59.999-03:00');
    expect(storedArgentineInstant('2026-12-25T06:00', 'start')).toBe('2026-12-25T06:00:00.000-03:00');
    expect(storedArgentineInstant('2026-12-25T09:00:00Z', 'end')).toBe('2026-12-25T06:00:00.000-03:00');
    expect(storedArgentineInstant('2026-12-25T06:00:00+01:00', 'start')).toBe('2026-12-25T02:00:00.000-03:00');
  });

  it("compares the competition's bare days as stored: registration ending the day the competition starts is refused", () => {
    const input = {
      name: 'Concurso',
      edition: 1,
      description: 'Descripción',
      registration_start: '2026-12-01',
      registration_end: '2026-12-25',
      start_date: '2026-12-25',
      end_date: '2026-12-26',
      prices: [{ price: 1, installment_count: 1, start_date: '2026-12-01', end_date: '2026-12-25', payment_type: 'cash' as const }],
    };
    const sameDay = competitionInputSchema.safeParse(input);
    expect(sameDay.success).toBe(false);
    expect(sameDay.error?.issues.map((i) => i.message)).toEqual([formMessages.registrationEndBeforeStart]);
    // The competition starting the next day is fine, and so is a one-day competition (00:00 to 23:59:59.999).
    expect(competitionInputSchema.safeParse({ ...input, start_date: '2026-12-26', end_date: '2026-12-26' }).success).toBe(true);
  });
});
