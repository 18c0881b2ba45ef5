import { useEffect, useRef } from 'react';
import { boatInputSchema, type Boat } from '@contracts/entities/boats';
import { HashLink } from '@/lib/hash-link';
import { useForm } from '@/lib/forms/use-form';
import { refusalReason } from '@/lib/failure-message';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { NumberField } from '@/ui/number-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { boatFormValues, emptyBoatValues } from './boat-form-values';
import { boatMessages } from './boat-messages';
import { useSaveBoat } from './save-boat';
import * as s from './boat.css';

export type BoatFormProps = {
  /** The stored boat to edit, or null to register the team's first one. */
  boat: Boat | null;
  onSaved: (boat: Boat) => void;
};

/** SPEC §5 Boat form: create, or edit sending only the changed fields. */
export function BoatForm({ boat, onSaved }: BoatFormProps) {
  const isEdit = boat !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const saveBoat = useSaveBoat();
  const form = useForm({
    schema: boatInputSchema,
    initialValues: boat ? boatFormValues(boat) : emptyBoatValues,
    onSubmit: async (data) => {
      const outcome = await saveBoat(boat, data);
      if (outcome.kind === 'unchanged') {
        toast.info(boatMessages.noChanges);
        return;
      }
      if (outcome.kind === 'saved') {
        toast.success(isEdit ? boatMessages.updated : boatMessages.created);
        onSaved(outcome.boat);
        return;
      }
      const { response } = outcome;
      toast.error(isEdit ? boatMessages.updateError : boatMessages.createError);
      const unmatched = response.fieldErrors ? form.setFieldErrors(response.fieldErrors) : {};
      // A refusal the fields cannot show (the team already has a boat, the team is gone).
      const leftover = Object.values(unmatched).join(' ');
      const reason = response.fieldErrors ? null : refusalReason(response);
      if (leftover) form.failSubmit(leftover);
      else if (reason) form.failSubmit(reason);
    },
  });

  // Opening the form (from a link or a deep link) takes the reader to it.
  useEffect(() => heading.current?.focus(), []);

  const title = isEdit ? 'Editar embarcación' : 'Registrar embarcación';
  return (
    <section className={s.section} aria-labelledby="boat-form-title">
      <h2 id="boat-form-title" ref={heading} tabIndex={-1} className={s.sectionTitle}>
        {title}
      </h2>
      <ValidatedForm form={form} className={s.form}>
        <TextField label="Nombre" isRequired description="Entre 3 y 20 caracteres." {...form.field('name')} />
        <TextField label="Matrícula" isRequired {...form.field('registration_number')} />
        <TextField label="Marca del motor" isRequired description="Entre 2 y 20 caracteres." {...form.field('engine_brand')} />
        <NumberField label="Potencia del motor (HP)" isRequired description="Entre 1 y 1000." {...form.field('hp')} />
        <div className={s.checkboxes}>
          <Checkbox {...form.checkbox('has_radio')}>Tiene radio</Checkbox>
          <Checkbox {...form.checkbox('is_yacht')}>Es un yate</Checkbox>
        </div>
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            {isEdit ? 'Guardar cambios' : 'Registrar embarcación'}
          </Button>
          <HashLink hash="" variant="secondary">
            Cancelar
          </HashLink>
        </div>
      </ValidatedForm>
    </section>
  );
}
