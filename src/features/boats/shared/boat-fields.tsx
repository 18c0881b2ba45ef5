import type { boatInputSchema } from '@contracts/entities/boats';
import type { BoatFormValues } from './boat-form-values';
import type { useForm } from '@/lib/forms/use-form';
import { Checkbox } from '@/ui/checkbox';
import { NumberField } from '@/ui/number-field';
import { TextField } from '@/ui/text-field';
import * as s from './boat-fields.css';

type BoatForm = ReturnType<typeof useForm<typeof boatInputSchema, BoatFormValues>>;

/** SPEC §5 Boat's fields, shared by the owner's boat screen and the admins' boat screens. */
export function BoatFields({ form }: { form: Pick<BoatForm, 'field' | 'checkbox'> }) {
  return (
    <>
      <TextField label="Nombre" isRequired description="Entre 3 y 20 caracteres." {...form.field('name')} />
      <TextField label="Matrícula" isRequired {...form.field('registration_number')} />
      <TextField label="Marca del motor" isRequired description="Entre 2 y 20 caracteres." {...form.field('engine_brand')} />
      <NumberField label="Potencia del motor (HP)" isRequired description="Entre 1 y 1000." {...form.field('hp')} />
      <div className={s.checkboxes}>
        <Checkbox {...form.checkbox('has_radio')}>Tiene radio</Checkbox>
        <Checkbox {...form.checkbox('is_yacht')}>Es un yate</Checkbox>
      </div>
    </>
  );
}
