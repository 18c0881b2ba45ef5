import { describe, expect, it } from 'vitest';
import { priceUrgency } from '@/features/competitions/owner/price-urgency';

const now = new Date('2026-02-10T12:00:00-03:00');
const endingOn = (iso: string) => ({ end_date: iso });

describe('priceUrgency (SPEC §9)', () => {
  it('is red "Plazo vencido" once the end has passed, even earlier the same day', () => {
    expect(priceUrgency(endingOn('2026-02-09T23:59:59-03:00'), now)).toMatchObject({ tone: 'danger', label: 'Plazo vencido', isPastDue: true });
    expect(priceUrgency(endingOn('2026-02-10T11:00:00-03:00'), now)).toMatchObject({ tone: 'danger', label: 'Plazo vencido' });
  });

  it('says "Último día" when it ends later today', () => {
    expect(priceUrgency(endingOn('2026-02-10T23:59:59-03:00'), now)).toMatchObject({ daysLeft: 0, tone: 'orange', label: 'Último día' });
  });

  it('is orange with 3 days or fewer', () => {
    expect(priceUrgency(endingOn('2026-02-11T00:30:00-03:00'), now)).toMatchObject({ daysLeft: 1, tone: 'orange', label: 'Queda 1 día' });
    expect(priceUrgency(endingOn('2026-02-13T23:59:59-03:00'), now)).toMatchObject({ daysLeft: 3, tone: 'orange', label: 'Quedan 3 días' });
  });

  it('is yellow with 4 to 7 days', () => {
    expect(priceUrgency(endingOn('2026-02-14T10:00:00-03:00'), now)).toMatchObject({ daysLeft: 4, tone: 'yellow' });
    expect(priceUrgency(endingOn('2026-02-17T10:00:00-03:00'), now)).toMatchObject({ daysLeft: 7, tone: 'yellow', label: 'Quedan 7 días' });
  });

  it('is not highlighted with more than 7 days', () => {
    expect(priceUrgency(endingOn('2026-02-18T10:00:00-03:00'), now)).toMatchObject({ daysLeft: 8, tone: 'neutral' });
  });

  it('counts Argentine calendar days, not 24-hour blocks', () => {
    // 23:00 in Buenos Aires is already the next day in UTC; it is still "today" here.
    const lateNight = new Date('2026-02-10T23:00:00-03:00');
    expect(priceUrgency(endingOn('2026-02-11T01:00:00-03:00'), lateNight).daysLeft).toBe(1);
  });

  it('a window that has not started says from when it applies, not days left (issue 31)', () => {
    const upcoming = { start_date: '2026-12-08T00:00:00.000-03:00', end_date: '2027-01-07T23:59:59.999-03:00' };
    expect(priceUrgency(upcoming, new Date('2026-12-07T12:00:00-03:00'))).toMatchObject({ isUpcoming: true, tone: 'neutral', label: 'Desde el 08/12' });
    expect(priceUrgency(upcoming, new Date('2026-12-08T00:00:00-03:00')).label).not.toMatch(/^Desde/);
  });
});
