import { useLocation } from 'wouter';
import { competitionInputSchema, type Competition } from '@contracts/entities/competitions';
import { refusalReason } from '@/lib/forms/failure-message';
import { fieldList } from '@/lib/forms/field-list';
import { useForm } from '@/lib/forms/use-form';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { DatePicker } from '@/ui/date-picker';
import { NumberField } from '@/ui/number-field';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { competitionFormValues, emptyCompetitionValues, type CompetitionFormValues } from './competition-form-values';
import { dayBinding, wallTimeBinding } from './day-instants';
import { PriceFields } from './price-fields';
import { emptyPriceValues } from './price-form-values';
import { useSaveCompetition, type SaveStep } from './save-competition';
import * as s from './competition-admin.css';

export type CompetitionFormProps = {
  /** The stored competition to edit, or null to create one. */
  competition: Competition | null;
  /** Prices are the system admin's (SPEC §6): a client admin edits the competition's own fields only. */
  canManagePrices: boolean;
};

const failureToast: Record<SaveStep, string> = {
  competition: m.createError,
  priceCreate: m.priceCreateError,
  priceUpdate: m.priceUpdateError,
  priceDelete: m.priceDeleteError,
};

/**
 * SPEC §5 Competition: name, edition, description, the four dates in order (each rule's
 * message on the field it names) and the prices as a list of rows in the same form, at
 * least one. An edit sends only what changed.
 */
export function CompetitionForm({ competition, canManagePrices }: CompetitionFormProps) {
  const isEdit = competition !== null;
  const [, navigate] = useLocation();
  const save = useSaveCompetition();
  // The form's own values type: the contract's fields, and each price row's stored id.
  const form = useForm<typeof competitionInputSchema, CompetitionFormValues>({
    schema: competitionInputSchema,
    initialValues: competition ? competitionFormValues(competition) : emptyCompetitionValues,
    onSubmit: async (data, values) => {
      const outcome = await save(competition, data, values);
      if (outcome.kind === 'unchanged') {
        toast.info(m.noChanges);
        return;
      }
      if (outcome.kind === 'saved') {
        toast.success(isEdit ? m.updated : m.created);
        navigate(appHref(`${href('competitionView', { id: outcome.id })}#${encodeURIComponent('información')}`));
        return;
      }
      const { response, step } = outcome;
      toast.error(step === 'competition' && isEdit ? (refusalReason(response) ?? m.retry) : failureToast[step]);
      const unmatched = response.fieldErrors ? form.setFieldErrors(response.fieldErrors) : {};
      const reason = Object.values(unmatched).join(' ') || (response.fieldErrors ? null : refusalReason(response));
      if (reason) form.failSubmit(reason);
    },
  });
  const prices = fieldList(form, 'prices');

  return (
    <ValidatedForm form={form} className={s.form} aria-label={isEdit ? 'Editar competencia' : 'Nueva competencia'}>
      <section className={s.section} aria-labelledby="competition-fields-title">
        <h2 id="competition-fields-title" className={s.sectionTitle}>
          Datos de la competencia
        </h2>
        <div className={s.fieldGrid}>
          <TextField label="Nombre" isRequired description="Entre 3 y 100 caracteres." {...form.field('name')} />
          <NumberField label="Edición" isRequired description="Al menos 1." minValue={1} {...form.field('edition')} />
          <TextArea className={s.wide} label="Descripción" isRequired description="Entre 3 y 1000 caracteres." {...form.field('description')} />
          {/* Registration is whole Argentine days; the competition starts and ends at a time (decision 0038). */}
          <DatePicker label="Inicio de inscripción" description="Desde las 00:00 de ese día." isRequired {...dayBinding(form.field('registration_start'), 'start')} />
          <DatePicker label="Fin de inscripción" description="Hasta las 23:59 de ese día." isRequired {...dayBinding(form.field('registration_end'), 'end')} />
          <DatePicker label="Inicio de la competencia" description="Día y hora de Argentina." withTime isRequired {...wallTimeBinding(form.field('start_date'))} />
          <DatePicker label="Fin de la competencia" description="Día y hora de Argentina." withTime isRequired {...wallTimeBinding(form.field('end_date'))} />
        </div>
      </section>

      {canManagePrices ? (
        <section className={s.section} aria-labelledby="competition-prices-title">
          <h2 id="competition-prices-title" className={s.sectionTitle}>
            Precios
          </h2>
          <p className={s.lead}>Debe haber al menos un precio.</p>
          {prices.keys.map((key, i) => (
            <fieldset key={key} className={s.priceRow}>
              <legend className={s.priceLegend}>Precio {i + 1}</legend>
              <PriceFields
                bind={{
                  price: form.field(`prices.${i}.price`),
                  installment_count: form.field(`prices.${i}.installment_count`),
                  start_date: form.field(`prices.${i}.start_date`),
                  end_date: form.field(`prices.${i}.end_date`),
                  payment_type: form.select(`prices.${i}.payment_type`),
                  platform_fee: form.field(`prices.${i}.platform_fee`),
                  covers_platform_fee: form.checkbox(`prices.${i}.covers_platform_fee`),
                }}
              />
              {/* The last row stays: a competition has at least one price (SPEC §5). */}
              {prices.keys.length > 1 ? (
                <div className={s.actions}>
                  <Button variant="danger" size="sm" onPress={() => prices.remove(i)}>
                    Quitar precio {i + 1}
                  </Button>
                </div>
              ) : null}
            </fieldset>
          ))}
          {prices.errorMessage ? (
            <p className={s.listError}>
              {prices.errorMessage}
            </p>
          ) : null}
          <div className={s.actions}>
            <Button variant="secondary" onPress={() => prices.append(emptyPriceValues)}>
              Agregar precio
            </Button>
          </div>
        </section>
      ) : null}

      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending}>
          {isEdit ? 'Guardar cambios' : 'Crear competencia'}
        </Button>
        <ButtonLink variant="secondary" href={appHref(isEdit ? href('competitionView', { id: competition.id }) : href('competitions'))}>
          Cancelar
        </ButtonLink>
      </div>
    </ValidatedForm>
  );
}
