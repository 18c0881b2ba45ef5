import { afterEach, describe, expect, it, vi } from 'vitest';
import { competitionsEndpoints } from '@contracts/competitions';
import { paymentsEndpoints } from '@contracts/payments';
import { buildSeedDb } from '@mocks/db/seed';
import { db } from '@mocks/db/store';
import { currentCompetition, isRegistrationOpen } from '@mocks/rules/current-competition';
import { addPrice } from '@mocks/rules/competition-prices';
import { assertPriceOpen, PAYMENT_EXPIRED } from '@mocks/rules/payment-prices';
import { isPriceValidAt, validPriceAt } from '@mocks/rules/pricing';
import { clientAs } from './signed-in-client';

/**
 * Decision 0038: the days an organiser enters are Argentine days. A period ending on 25/12
 * covers up to 23:59:59.999 in Argentina (02:59:59.999 UTC on the 26th); the next one starts
 * at 00:00 in Argentina (03:00 UTC). Stored with a UTC-midnight reading, the price would
 * expire at 21:00 of its last day.
 */
const LAST_MOMENT = new Date('2026-12-26T02:59:59.999Z'); // 25/12, 23:59:59.999 in Argentina
const NEXT_DAY = new Date('2026-12-26T03:00:00.000Z'); // 26/12, 00:00 in Argentina
const NINE_PM = new Date('2026-12-26T00:00:00.000Z'); // 25/12, 21:00 in Argentina

const terms = { price: 200_000, installment_count: 1, payment_type: 'transfer', platform_fee: null, covers_platform_fee: false } as const;

/** Two transfer prices of a fresh competition entered as days: until 25/12, and from 26/12. */
function twoWindows() {
  const competitionId = 999;
  const early = addPrice(db(), competitionId, { ...terms, start_date: '2026-12-01', end_date: '2026-12-25' });
  const late = addPrice(db(), competitionId, { ...terms, price: 240_000, start_date: '2026-12-26', end_date: '2027-01-10' });
  return { competitionId, early, late };
}

afterEach(() => vi.useRealTimers());

describe('the mock stores the days an organiser enters as Argentine days', () => {
  it('keeps a price entered as days from 00:00 of its first day to 23:59:59.999 of its last, with the offset', () => {
    const { early } = twoWindows();
    expect(early).toMatchObject({ start_date: '2026-12-01T00:00:00.000-03:00', end_date: '2026-12-25T23:59:59.999-03:00' });
  });

  it('offers a price until 23:59 in Argentina of its last day, and the next one from 00:00 of its first day', () => {
    const { competitionId, early, late } = twoWindows();
    const prices = db().competitionPrices;
    expect(validPriceAt(prices, competitionId, 'transfer', NINE_PM)?.id).toBe(early.id);
    expect(validPriceAt(prices, competitionId, 'transfer', LAST_MOMENT)?.id).toBe(early.id);
    expect(validPriceAt(prices, competitionId, 'transfer', NEXT_DAY)?.id).toBe(late.id);
    expect(isPriceValidAt(late, LAST_MOMENT)).toBe(false);
  });

  it('lets a payer pay at 23:59 of the last day and calls the price expired at 00:00 of the next', () => {
    const { early } = twoWindows();
    expect(() => assertPriceOpen(early, LAST_MOMENT)).not.toThrow();
    expect(() => assertPriceOpen(early, NEXT_DAY)).toThrow(PAYMENT_EXPIRED);
  });

  it('keeps registration open until 23:59 in Argentina of its last day', () => {
    const registration = { registration_start: '2026-10-26T00:00:00.000-03:00', registration_end: '2026-12-25T23:59:59.999-03:00' };
    expect(isRegistrationOpen(registration, new Date('2026-10-26T02:59:59.999Z'))).toBe(false);
    expect(isRegistrationOpen(registration, new Date('2026-10-26T03:00:00.000Z'))).toBe(true);
    expect(isRegistrationOpen(registration, LAST_MOMENT)).toBe(true);
    expect(isRegistrationOpen(registration, NEXT_DAY)).toBe(false);
  });

  it('seeds the current competition in Argentine days, and its start and end at a time of day', () => {
    // 22:30 of 25/11 in Argentina, already 26/11 in UTC: the seed's day is the Argentine one.
    const seeded = buildSeedDb({ today: new Date('2026-11-26T01:30:00.000Z') });
    const current = currentCompetition(seeded, new Date('2026-11-26T01:30:00.000Z'))!;
    expect(current).toMatchObject({
      registration_start: '2026-10-26T00:00:00.000-03:00',
      registration_end: '2026-12-25T23:59:59.999-03:00',
      start_date: '2027-01-02T06:00:00.000-03:00',
      end_date: '2027-01-03T17:00:00.000-03:00',
    });
    const prices = seeded.competitionPrices.filter((p) => p.competition_id === current.id);
    expect(prices.map((p) => p.start_date.slice(10))).toEqual(Array(prices.length).fill('T00:00:00.000-03:00'));
    expect(prices.map((p) => p.end_date.slice(10))).toEqual(Array(prices.length).fill('T23:59:59.999-03:00'));
  });
});

describe('the API applies the Argentine day to a payer', () => {
  const sender = { sender_first_name: 'Marta', sender_last_name: 'Quiroga', sender_cuit: '27-28456123-4' };

  /** capitan.pendiente's competition gets a transfer price whose last day is 25/12; the clock is set to `at`. */
  async function transferAt(at: Date) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const competition = currentCompetition(db(), at)!;
    const price = addPrice(db(), competition.id, { ...terms, start_date: '2026-12-01', end_date: '2026-12-25' });
    const owner = await clientAs('capitan.pendiente');
    return owner.call(paymentsEndpoints.createTransfer, { body: { comp_price_id: price.id, ...sender } });
  }

  it('takes a transfer declared at 23:59 in Argentina of the last day', async () => {
    expect(await transferAt(LAST_MOMENT)).toMatchObject({ ok: true });
  });

  it('refuses one declared at 00:00 of the next day with the deadline message', async () => {
    expect(await transferAt(NEXT_DAY)).toMatchObject({ statusCode: 422, message: PAYMENT_EXPIRED });
  });

  it('answers the stored days with their offset', async () => {
    const admin = await clientAs('admin.sistema');
    const competition = currentCompetition(db())!;
    const created = await admin.call(competitionsEndpoints.createPrice, {
      body: { ...terms, competition_id: competition.id, start_date: '2026-12-26', end_date: '2027-01-10' },
    });
    expect(created.data).toMatchObject({ start_date: '2026-12-26T00:00:00.000-03:00', end_date: '2027-01-10T23:59:59.999-03:00' });
  });
});
