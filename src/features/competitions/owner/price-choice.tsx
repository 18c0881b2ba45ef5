import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Price } from '@contracts/entities/competitions';
import { PriceSummary } from './price-summary';
import * as s from './competition.css';

export type PriceChoiceProps = {
  /** The prices that can be paid today, already sorted (transfer first). */
  prices: readonly Price[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  now?: Date;
};

/**
 * The owner picks how to pay: one card per price that can be paid today, each a radio (the
 * card is its label). The chosen card is marked by its filled circle, border and background;
 * the focus ring shows only for keyboard focus.
 */
export function PriceChoice({ prices, selectedId, onSelect, now }: PriceChoiceProps) {
  return (
    <RadioGroup
      className={s.radioGroup}
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onSelect(Number(value))}
    >
      <Label className={s.groupLabel}>Elegí cómo pagar</Label>
      {prices.map((price) => (
        <Radio key={price.id} value={String(price.id)} className={s.priceCard}>
          <span className={s.radioMark} aria-hidden="true" />
          <span className={s.priceText}>
            <PriceSummary price={price} now={now} />
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * Prices read, not chosen: every price for someone who cannot pay (a member), or the windows
 * that cannot be paid today, listed apart after the choice and its action.
 */
export function PriceList({ prices, now, label }: { prices: readonly Price[]; now?: Date; label?: string }) {
  return (
    <div className={s.radioGroup}>
      {label ? <h3 className={s.groupLabel}>{label}</h3> : null}
      <ul className={s.priceList}>
        {prices.map((price) => (
          <li key={price.id} className={s.priceItem}>
            <PriceSummary price={price} now={now} />
          </li>
        ))}
      </ul>
    </div>
  );
}
