import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Price } from '@contracts/entities/competitions';
import { priceUrgency } from './price-urgency';
import { PriceSummary } from './price-summary';
import * as s from './competition.css';

export type PriceChoiceProps = {
  prices: readonly Price[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/**
 * The owner picks how to pay: one radio per price (already sorted, transfer first). A price
 * past its window stays listed, marked 'Plazo vencido', but cannot be chosen: the server
 * would refuse it.
 */
export function PriceChoice({ prices, selectedId, onSelect }: PriceChoiceProps) {
  return (
    <RadioGroup
      className={s.radioGroup}
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onSelect(Number(value))}
    >
      <Label className={s.groupLabel}>Forma de pago</Label>
      {prices.map((price) => (
        <Radio key={price.id} value={String(price.id)} className={s.priceCard} isDisabled={priceUrgency(price).isPastDue}>
          <PriceSummary price={price} />
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** The same prices for someone who cannot pay (a member, a team already paid): a plain list. */
export function PriceList({ prices }: { prices: readonly Price[] }) {
  return (
    <ul className={s.priceList}>
      {prices.map((price) => (
        <li key={price.id} className={s.priceCard}>
          <PriceSummary price={price} />
        </li>
      ))}
    </ul>
  );
}
