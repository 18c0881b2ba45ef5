import { formMessages } from '@contracts/messages';
import { notFound, ruleBroken } from '../core/errors';
import type { CompetitionPriceRow, Db, PaymentType } from '../db/schema';
import { paymentsApiMessages } from '@contracts/payments-messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';

const missingPrice: Record<PaymentType, string> = {
  transfer: formMessages.transferPriceMissing,
  cash: competitionsApiMessages.priceNotFound,
  mercadopago: competitionsApiMessages.priceNotFound,
};

/** SPEC §8 payment deadline, shared with the card payment link. */
export const PAYMENT_EXPIRED = paymentsApiMessages.deadlinePassed;
export const PRICE_NOT_OPEN_YET = paymentsApiMessages.priceNotOpenYet;

/** The price a payment form chose: it must exist and be of the form's payment type (404 otherwise). */
export function priceForPayment(db: Db, priceId: number, type: PaymentType): CompetitionPriceRow {
  const price = db.competitionPrices.find((p) => p.id === priceId && p.payment_type === type);
  if (!price) throw notFound(missingPrice[type]);
  return price;
}

/**
 * A payer may only pay a price inside its window (SPEC §9 'the currently valid price').
 * Admins record money already received, so they are not held to it.
 */
export function assertPriceOpen(price: Pick<CompetitionPriceRow, 'start_date' | 'end_date'>, at: Date) {
  if (at > new Date(price.end_date)) throw ruleBroken(PAYMENT_EXPIRED);
  if (at < new Date(price.start_date)) throw ruleBroken(PRICE_NOT_OPEN_YET);
}
