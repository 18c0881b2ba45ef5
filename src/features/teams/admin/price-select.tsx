import type { Price } from '@contracts/entities/competitions';
import type { FieldBinding, OptionKey } from '@/lib/forms/use-form';
import { formatMoney, formatPeriod } from '@/lib/format/format';
import { ErrorBanner } from '@/ui/error-banner';
import { Select } from '@/ui/select';
import { Spinner } from '@/ui/spinner';

export type PriceSelectProps = {
  prices: readonly Price[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** 'No hay precios de transferencia disponibles' / 'No hay precios en efectivo disponibles'. */
  emptyMessage: string;
  errorMessage: string;
  binding: FieldBinding<OptionKey | null>;
};

const priceLabel = (p: Price) => `${formatMoney(p.price)} (del ${formatPeriod(p.start_date, p.end_date)})`;

/** The price the team pays, among the current competition's prices of the method (SPEC §8 messages when none). */
export function PriceSelect({ prices, isLoading, isError, emptyMessage, errorMessage, binding }: PriceSelectProps) {
  if (isError) return <ErrorBanner message={errorMessage} persistent />;
  if (isLoading || !prices) return <Spinner label="Cargando los precios…" showLabel />;
  if (prices.length === 0) return <ErrorBanner message={emptyMessage} persistent />;
  return <Select label="Precio" isRequired options={prices.map((p) => ({ id: p.id, label: priceLabel(p) }))} {...binding} />;
}
