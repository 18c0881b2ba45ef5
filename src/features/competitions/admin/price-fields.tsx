import type { CheckboxBinding, FieldBinding, OptionKey } from '@/lib/forms/use-form';
import { Checkbox } from '@/ui/checkbox';
import { DatePicker } from '@/ui/date-picker';
import { NumberField } from '@/ui/number-field';
import { Select } from '@/ui/select';
import { paymentTypeLabels } from './competition-admin-messages';
import { dayBinding } from './day-instants';
import * as s from './competition-admin.css';

const paymentTypeOptions = (Object.keys(paymentTypeLabels) as (keyof typeof paymentTypeLabels)[]).map((id) => ({
  id,
  label: paymentTypeLabels[id],
}));

/** The bindings of one price's fields, wherever they live in the form ('prices.1.price' or 'price'). */
export type PriceFieldBindings = {
  price: FieldBinding<number | null>;
  installment_count: FieldBinding<number | null>;
  start_date: FieldBinding<string>;
  end_date: FieldBinding<string>;
  payment_type: FieldBinding<OptionKey | null>;
  platform_fee: FieldBinding<number | null>;
  covers_platform_fee: CheckboxBinding;
};

/** SPEC §5 Price form's fields: shared by the price screens and each row of the competition form. */
export function PriceFields({ bind }: { bind: PriceFieldBindings }) {
  return (
    <div className={s.fieldGrid}>
      <Select label="Tipo de pago" isRequired options={paymentTypeOptions} {...bind.payment_type} />
      <NumberField label="Precio (ARS)" isRequired description="Al menos 1." minValue={0} {...bind.price} />
      <NumberField label="Cuotas" isRequired description="Al menos 1." hasSteppers minValue={1} {...bind.installment_count} />
      <NumberField label="Comisión de la plataforma (%)" description="Opcional, entre 0 y 100." minValue={0} maxValue={100} {...bind.platform_fee} />
      <DatePicker label="Vigente desde" description="Desde las 00:00 de ese día." isRequired {...dayBinding(bind.start_date, 'start')} />
      <DatePicker label="Vigente hasta" description="Hasta las 23:59 de ese día." isRequired {...dayBinding(bind.end_date, 'end')} />
      <Checkbox className={s.wide} {...bind.covers_platform_fee}>
        El precio incluye la comisión de la plataforma
      </Checkbox>
    </div>
  );
}
