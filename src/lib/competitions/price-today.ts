import type { Price } from '@contracts/entities/competitions';

/** What the payer is charged at a price: the fee added on top when it does not cover it (SPEC §9, as the server charges). */
export const chargedAmount = (price: Pick<Price, 'price' | 'platform_fee' | 'covers_platform_fee'>) =>
  price.covers_platform_fee ? price.price : price.price + Math.round((price.price * (price.platform_fee ?? 0)) / 100);

const isValidAt = (price: Pick<Price, 'start_date' | 'end_date'>, now: Date) =>
  Date.parse(price.start_date) <= now.getTime() && now.getTime() <= Date.parse(price.end_date);

/** The price of a type that applies at `now`, if any. */
export const priceToday = (prices: readonly Price[], type: Price['payment_type'], now: Date = new Date()) =>
  prices.find((p) => p.payment_type === type && isValidAt(p, now));

/** The price of the same type that starts after `current` ends (the earliest), if the amount changes then. */
export const nextPriceOf = (prices: readonly Price[], current: Pick<Price, 'payment_type' | 'end_date'>) =>
  prices
    .filter((p) => p.payment_type === current.payment_type && Date.parse(p.start_date) > Date.parse(current.end_date))
    .sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
