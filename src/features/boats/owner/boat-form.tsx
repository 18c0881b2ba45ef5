import { useEffect, useRef } from 'react';
import { boatInputSchema, type Boat } from '@contracts/entities/boats';
import { HashLink } from '@/lib/routing/hash-link';
import { showRefusal } from '@/lib/forms/show-refusal';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { BoatFields } from '../shared/boat-fields';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { boatFormValues, emptyBoatValues } from '../shared/boat-form-values';
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
      showRefusal(form, response);
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
        <BoatFields form={form} />
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
