import type { CompetitionPriceRow, PaymentType } from '../db/schema';

type PriceTerms = Pick<CompetitionPriceRow, 'price' | 'platform_fee' | 'covers_platform_fee'>;

/**
 * SPEC §9: the platform fee (a percent) is either included in the price (the organiser
 * receives price minus fee) or added on top (the payer pays price plus fee).
 * `attempt_amount` is what the payer is charged, `amount` what the organiser receives.
 */
export function chargedAmounts(terms: PriceTerms): { attempt_amount: number; amount: number } {
  const fee = Math.round((terms.price * (terms.platform_fee ?? 0)) / 100);
  return terms.covers_platform_fee
    ? { attempt_amount: terms.price, amount: terms.price - fee }
    : { attempt_amount: terms.price + fee, amount: terms.price };
}

export const isPriceValidAt = (price: Pick<CompetitionPriceRow, 'start_date' | 'end_date'>, at: Date) =>
  new Date(price.start_date) <= at && at <= new Date(price.end_date);

/** The price of a payment type whose window contains `at` (SPEC §9 'the currently valid price'). */
export const validPriceAt = (
  prices: readonly CompetitionPriceRow[],
  competitionId: number,
  paymentType: PaymentType,
  at: Date,
): CompetitionPriceRow | undefined =>
  prices.find((p) => p.competition_id === competitionId && p.payment_type === paymentType && isPriceValidAt(p, at));
