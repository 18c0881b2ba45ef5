import type { Price } from '@contracts/entities/competitions';
import { formatMoney, formatPeriod } from '@/lib/format/format';
import { priceUrgency } from './price-urgency';
import { Badge } from '@/ui/badge';
import { paymentTypeNames } from './competition-texts';
import { priceCharge } from './price-options';
import * as s from './competition.css';

/** Decision 0062: a card price is the final charge; SPEC §9's '+ IVA' is not added to it. */
export const CARD_FINAL_NOTE = 'Es el monto final que se cobra en la tarjeta, con IVA incluido.';

/**
 * One price as the team reads it (SPEC §9): its type, one amount (what the payer is charged,
 * decision 0062), where that amount comes from when a platform fee applies, the window and
 * when it applies (days left, or 'Desde el 08/12' before it opens). The urgency's colour
 * always comes with its words.
 */
export function PriceSummary({ price, now }: { price: Price; now?: Date }) {
  const urgency = priceUrgency(price, now);
  const charge = priceCharge(price);
  return (
    <>
      <span className={s.headerLine}>
        <strong>{paymentTypeNames[price.payment_type]}</strong>
        <Badge tone={urgency.tone}>{urgency.label}</Badge>
      </span>
      <span className={s.amount}>{formatMoney(charge.total)}</span>
      {charge.feeNote ? <span className={s.small}>{charge.feeNote}</span> : null}
      {price.payment_type === 'mercadopago' ? <span className={s.small}>{CARD_FINAL_NOTE}</span> : null}
      <span className={s.small}>Válido del {formatPeriod(price.start_date, price.end_date)}</span>
    </>
  );
}
