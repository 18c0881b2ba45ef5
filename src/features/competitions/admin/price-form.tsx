import { useLocation } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { changedFields } from '@contracts/core/partial';
import { priceFieldsSchema, type Price } from '@contracts/entities/competitions';
import { useEndpointMutation } from '@/api/mutation';
import { refusalReason } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { PriceFields } from './price-fields';
import { emptyPriceValues, priceFormValues } from './price-form-values';
import * as s from './competition-admin.css';

export type PriceFormProps =
  | { price: Price; competitionId?: undefined }
  | { price: null; competitionId: number };

/** Where a price belongs: its competition's detail, on the tab that shows the prices. */
const competitionDetailHref = (competitionId: number) =>
  appHref(`${href('competitionView', { id: competitionId })}#${encodeURIComponent('información')}`);

/**
 * SPEC §5 Price form: add a price to a competition, or edit one sending only the changed
 * fields (`formMessages.priceNoChanges` when none). On success it returns to the competition.
 */
export function PriceForm(props: PriceFormProps) {
  const { price } = props;
  const competitionId = price ? price.competition_id : props.competitionId;
  const [, navigate] = useLocation();
  const { call: create } = useEndpointMutation(competitionsEndpoints.createPrice);
  const { call: update } = useEndpointMutation(competitionsEndpoints.updatePrice);

  const form = useForm({
    schema: priceFieldsSchema,
    initialValues: price ? priceFormValues(price) : emptyPriceValues,
    onSubmit: async (data) => {
      if (price) {
        const changes = changedFields(priceFormValues(price), data, { emptyEqualsNull: true });
        if (!changes) {
          toast.info(m.noChanges);
          return;
        }
        const res = await update({ params: { id: price.id }, body: changes });
        if (res.ok) {
          toast.success(m.priceUpdated);
          navigate(competitionDetailHref(competitionId));
          return;
        }
        // SPEC §8's toast; the server's own reason goes to the error summary (showRefusal).
        toast.error(m.priceUpdateError);
        showRefusal(res);
        return;
      }
      const res = await create({ body: { ...data, competition_id: competitionId } });
      if (res.ok) {
        toast.success(m.priceCreated);
        navigate(competitionDetailHref(competitionId));
        return;
      }
      toast.error(m.priceCreateError);
      showRefusal(res);
    },
  });

  /** The server's field messages under their fields; a reason no field shows, in the summary. */
  const showRefusal = (res: Parameters<typeof refusalReason>[0]) => {
    const unmatched = res.fieldErrors ? form.setFieldErrors(res.fieldErrors) : {};
    const reason = Object.values(unmatched).join(' ') || (res.fieldErrors ? null : refusalReason(res));
    if (reason) form.failSubmit(reason);
  };

  return (
    <ValidatedForm form={form} className={s.form} aria-label={price ? 'Editar precio' : 'Nuevo precio'}>
      <section className={s.section}>
        <PriceFields
          bind={{
            price: form.field('price'),
            installment_count: form.field('installment_count'),
            start_date: form.field('start_date'),
            end_date: form.field('end_date'),
            payment_type: form.select('payment_type'),
            platform_fee: form.field('platform_fee'),
            covers_platform_fee: form.checkbox('covers_platform_fee'),
          }}
        />
      </section>
      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending}>
          {price ? 'Guardar cambios' : 'Agregar precio'}
        </Button>
        <ButtonLink variant="secondary" href={competitionDetailHref(competitionId)}>
          Cancelar
        </ButtonLink>
      </div>
    </ValidatedForm>
  );
}
