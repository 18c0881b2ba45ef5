import type { Price, priceFieldsSchema } from '@contracts/entities/competitions';
import type { FormValues } from '@/lib/forms/form-values';
import { toArgentineInstant } from './day-instants';

/** What a price row of a form holds: numbers null while empty, no payment type until chosen. */
export type PriceFormValues = FormValues<typeof priceFieldsSchema>;

/** A new row: one installment, no fee. */
export const emptyPriceValues: PriceFormValues = {
  price: null,
  installment_count: 1,
  start_date: '',
  end_date: '',
  payment_type: null,
  platform_fee: null,
  covers_platform_fee: false,
};

/** A stored price as its form holds it (and as edits are compared). */
export const priceFormValues = (price: Price): PriceFormValues => ({
  price: price.price,
  installment_count: price.installment_count,
  start_date: toArgentineInstant(price.start_date),
  end_date: toArgentineInstant(price.end_date),
  payment_type: price.payment_type,
  platform_fee: price.platform_fee,
  covers_platform_fee: price.covers_platform_fee,
});
