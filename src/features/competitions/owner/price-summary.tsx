import type { Price } from '@contracts/entities/competitions';
import { formatMoney, formatPeriod } from '@/lib/format/format';
import { priceUrgency } from './price-urgency';
import { Badge } from '@/ui/badge';
import { paymentTypeNames } from './competition-texts';
import { priceCharge } from './price-options';
import * as s from './competition.css';

/**
 * One price as the team reads it (SPEC §9): its type, the amount in ARS with '+ IVA' on
 * card prices, the platform fee as included or on top with the resulting total, the window
 * and its urgency. The urgency's colour always comes with its words.
 */
export function PriceSummary({ price, now }: { price: Price; now?: Date }) {
  const urgency = priceUrgency(price, now);
  const charge = priceCharge(price);
  const iva = price.payment_type === 'mercadopago' ? ' + IVA' : '';
  return (
    <>
      <span className={s.headerLine}>
        <strong>{paymentTypeNames[price.payment_type]}</strong>
        <Badge tone={urgency.tone}>{urgency.label}</Badge>
      </span>
      <span className={s.amount}>
        {formatMoney(price.price)}
        {iva}
      </span>
      {charge.feeNote ? (
        <span className={s.small}>
          {charge.feeNote}: total {formatMoney(charge.total)}
          {iva}
        </span>
      ) : null}
      <span className={s.small}>
        Válido del {formatPeriod(price.start_date, price.end_date)}
      </span>
    </>
  );
}
