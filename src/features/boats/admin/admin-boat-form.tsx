import { boatInputSchema, type BoatInput } from '@contracts/entities/boats';
import type { ApiFailure } from '@/api';
import type { BoatFormValues } from '../shared/boat-form-values';
import { showRefusal } from '@/lib/forms/show-refusal';
import { useForm } from '@/lib/forms/use-form';
import { appHref } from '@/lib/routing/navigation';
import { BoatFields } from '../shared/boat-fields';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { ValidatedForm } from '@/ui/validated-form';
import * as s from './boats-admin.css';

export type AdminBoatFormProps = {
  initialValues: BoatFormValues;
  submitLabel: string;
  /** Where 'Cancelar' goes: the team's detail, or the boat list. */
  cancelHref: string;
  /** Saves; answers the server's refusal (shown on its fields, or above the form) or null. */
  onSave: (data: BoatInput) => Promise<ApiFailure | null>;
};

/** SPEC §5 Boat, for an admin registering or editing a team's boat. */
export function AdminBoatForm({ initialValues, submitLabel, cancelHref, onSave }: AdminBoatFormProps) {
  const form = useForm({
    schema: boatInputSchema,
    initialValues,
    onSubmit: async (data) => {
      const refusal = await onSave(data);
      if (refusal) showRefusal(form, refusal);
    },
  });
  return (
    <ValidatedForm form={form} className={s.form}>
      <BoatFields form={form} />
      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending}>
          {submitLabel}
        </Button>
        <ButtonLink href={appHref(cancelHref)} variant="secondary">
          Cancelar
        </ButtonLink>
      </div>
    </ValidatedForm>
  );
}
