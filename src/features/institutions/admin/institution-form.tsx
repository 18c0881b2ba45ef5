import { institutionInputSchema, type InstitutionInput } from '@contracts/entities/institutions';
import { formMessages } from '@contracts/messages';
import type { ApiFailure } from '@/api';
import { fieldList } from '@/lib/forms/field-list';
import { showRefusal } from '@/lib/forms/show-refusal';
import { useForm } from '@/lib/forms/use-form';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { TextField } from '@/ui/text-field';
import { ValidatedForm } from '@/ui/validated-form';
import { emptyAddress, hasBlankField } from './institution-form-values';
import * as s from './institutions.css';

export type InstitutionFormProps = {
  initialValues: InstitutionInput;
  submitLabel: string;
  /** Saves; answers the server's refusal (shown on its fields, or above the form) or null. */
  onSave: (data: InstitutionInput) => Promise<ApiFailure | null>;
};

/**
 * SPEC §5 Institution: name 3–100, president 3–250, phone 10 digits, and its addresses as a
 * list (decision 0018), each with its address line, city, state and country, all required.
 */
export function InstitutionForm({ initialValues, submitLabel, onSave }: InstitutionFormProps) {
  const form = useForm({
    schema: institutionInputSchema,
    initialValues,
    describeInvalid: (_, values) => (hasBlankField(values) ? formMessages.fillRequired : undefined),
    onSubmit: async (data) => {
      const refusal = await onSave(data);
      if (!refusal) return;
      showRefusal(form, refusal);
    },
  });
  const addresses = fieldList(form, 'addresses');

  return (
    <ValidatedForm form={form} className={s.form}>
      <div className={s.fieldGrid}>
        <TextField label="Nombre" isRequired description="Entre 3 y 100 caracteres." className={s.wide} {...form.field('name')} />
        <TextField label="Presidente" isRequired description="Entre 3 y 250 caracteres." {...form.field('president')} />
        <TextField label="Teléfono" type="tel" isRequired description="10 dígitos, sin espacios." {...form.field('phone_number')} />
      </div>
      <section className={s.section} aria-labelledby="institution-addresses">
        <h2 id="institution-addresses" className={s.sectionTitle}>
          Direcciones
        </h2>
        {addresses.keys.map((key, i) => (
          <fieldset key={key} className={s.address}>
            <legend className={s.legend}>Dirección {i + 1}</legend>
            <div className={s.fieldGrid}>
              <TextField label="Calle y número" isRequired className={s.wide} {...form.field(`addresses.${i}.address_line`)} />
              <TextField label="Ciudad" isRequired {...form.field(`addresses.${i}.city`)} />
              <TextField label="Provincia" isRequired {...form.field(`addresses.${i}.state`)} />
              <TextField label="País" isRequired {...form.field(`addresses.${i}.country`)} />
            </div>
            <div className={s.actions}>
              <Button variant="danger" size="sm" onPress={() => addresses.remove(i)}>
                Quitar dirección {i + 1}
              </Button>
            </div>
          </fieldset>
        ))}
        {addresses.errorMessage ? (
          // The error summary announces it; here it says where the problem is.
          <p className={s.listError}>{addresses.errorMessage}</p>
        ) : null}
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => addresses.append(emptyAddress)}>
            Agregar dirección
          </Button>
        </div>
      </section>
      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending}>
          {submitLabel}
        </Button>
        <ButtonLink href={appHref(href('institutions'))} variant="secondary">
          Cancelar
        </ButtonLink>
      </div>
    </ValidatedForm>
  );
}
