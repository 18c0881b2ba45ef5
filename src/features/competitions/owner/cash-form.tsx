import { cashPaymentInputSchema } from '@contracts/entities/payments';
import { formMessages } from '@contracts/messages';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { whenAnyRequired } from '@/lib/forms/when-any-required';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { competitionTexts } from './competition-texts';
import * as s from './competition.css';

/**
 * SPEC §5 Cash payment (owner): who pays and their DNI. The owner only declares it: the
 * payment stays pending until an admin confirms they received the money (decision 0007).
 */
export function CashForm({ priceId }: { priceId: number }) {
  const createCash = useEndpointMutation(paymentsEndpoints.createCash);
  const form = useForm({
    schema: cashPaymentInputSchema,
    describeInvalid: whenAnyRequired(formMessages.allFieldsRequired),
    initialValues: { comp_price_id: priceId, payer_first_name: '', payer_last_name: '', payer_dni: '' },
    onSubmit: async (data) => {
      const res = await createCash.call({ body: data });
      if (res.ok) {
        toast.success(res.message || 'Pago en efectivo informado');
        return;
      }
      toast.error(failureMessage(res, { retry: competitionTexts.cashError }));
      if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
    },
  });
  return (
    <section className={s.section} aria-labelledby="cash-form-title">
      <h3 id="cash-form-title" className={s.sectionTitle}>
        Pago en efectivo
      </h3>
      <p className={s.lead}>
        Indicá quién entrega el dinero. El pago queda pendiente hasta que un administrador confirme que lo recibió.
      </p>
      <ValidatedForm form={form} className={s.form}>
        <div className={s.fieldGrid}>
          <TextField label="Nombre de quien paga" isRequired {...form.field('payer_first_name')} />
          <TextField label="Apellido de quien paga" isRequired {...form.field('payer_last_name')} />
          <TextField label="DNI de quien paga" isRequired inputMode="numeric" description="7 u 8 dígitos, sin puntos." {...form.field('payer_dni')} />
        </div>
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Informar pago en efectivo
          </Button>
        </div>
      </ValidatedForm>
    </section>
  );
}
