import type { Price } from '@contracts/entities/competitions';
import type { PaymentType } from '@contracts/enums';
import { formatMoney } from '@/lib/format/format';

/** SPEC §9: transfer first, then card, then cash; within a type, the earliest window first. */
const typeOrder: Record<PaymentType, number> = { transfer: 0, mercadopago: 1, cash: 2 };

export const sortPrices = (prices: readonly Price[]): Price[] =>
  [...prices].sort((a, b) => typeOrder[a.payment_type] - typeOrder[b.payment_type] || a.start_date.localeCompare(b.start_date) || a.id - b.id);

export const isPriceValid = (price: Pick<Price, 'start_date' | 'end_date'>, now: Date = new Date()) =>
  new Date(price.start_date).getTime() <= now.getTime() && now.getTime() <= new Date(price.end_date).getTime();

/** SPEC §9: the currently valid price is preselected (the first in the sorted order); none if none is valid. */
export const defaultPrice = (sorted: readonly Price[], now: Date = new Date()): Price | undefined => sorted.find((p) => isPriceValid(p, now));

export type PriceCharge = {
  /** What the payer pays. */
  total: number;
  /** The platform fee in pesos (0 when the price has none). */
  fee: number;
  /** Where the total comes from, without repeating it: the fee included, or price plus fee; null when there is none. */
  feeNote: string | null;
};

/**
 * SPEC §9 platform fee: a percent either included in the price (the organiser receives the
 * price minus the fee) or added on top (the payer pays price plus fee). Rounded to the peso
 * like the server's charge. The total is the one amount a price card shows (decision 0062).
 */
export function priceCharge(price: Pick<Price, 'price' | 'platform_fee' | 'covers_platform_fee'>): PriceCharge {
  const percent = price.platform_fee ?? 0;
  const fee = Math.round((price.price * percent) / 100);
  if (!percent) return { total: price.price, fee: 0, feeNote: null };
  const pct = String(percent).replace('.', ',');
  return price.covers_platform_fee
    ? { total: price.price, fee, feeNote: `Incluye la comisión de la plataforma (${pct} %).` }
    : { total: price.price + fee, fee, feeNote: `Precio ${formatMoney(price.price)} más la comisión de la plataforma (${pct} %), ${formatMoney(fee)}.` };
}
