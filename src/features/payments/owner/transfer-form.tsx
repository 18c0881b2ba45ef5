import { useLocation } from 'wouter';
import { transferPaymentInputSchema } from '@contracts/entities/payments';
import { formMessages } from '@contracts/messages';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { whenAnyRequired } from '@/lib/forms/when-any-required';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { transferTexts } from './transfer-texts';
import * as s from './transfer.css';

/**
 * SPEC §5 Transfer (payer): sender's first and last name and CUIT (2-8-1, checked 500 ms
 * after typing like every field). On success the payment waits for an admin and the owner
 * goes back to competitions, which shows 'Pago en Progreso'.
 */
export function TransferForm({ priceId }: { priceId: number }) {
  const [, navigate] = useLocation();
  const createTransfer = useEndpointMutation(paymentsEndpoints.createTransfer);
  const form = useForm({
    schema: transferPaymentInputSchema,
    describeInvalid: whenAnyRequired(formMessages.allFieldsRequired),
    initialValues: { comp_price_id: priceId, sender_first_name: '', sender_last_name: '', sender_cuit: '' },
    onSubmit: async (data) => {
      const res = await createTransfer.call({ body: data });
      if (res.ok) {
        toast.success(transferTexts.created);
        navigate(appHref(href('competitions')));
        return;
      }
      toast.error(failureMessage(res, { retry: transferTexts.createError }));
      const unmatched = res.fieldErrors ? form.setFieldErrors(res.fieldErrors) : {};
      const leftover = Object.values(unmatched).join(' ');
      if (leftover) form.failSubmit(leftover);
    },
  });
  return (
    <section className={s.section} aria-labelledby="transfer-form-title">
      <h2 id="transfer-form-title" className={s.sectionTitle}>
        Datos de quien transfiere
      </h2>
      <p className={s.lead}>Después de transferir, informá el pago: un administrador lo confirma cuando lo ve en la cuenta.</p>
      <ValidatedForm form={form} className={s.form}>
        <div className={s.fieldGrid}>
          <TextField label="Nombre" isRequired autoComplete="given-name" {...form.field('sender_first_name')} />
          <TextField label="Apellido" isRequired autoComplete="family-name" {...form.field('sender_last_name')} />
          <TextField
            label="CUIT"
            isRequired
            inputMode="numeric"
            description="11 dígitos: 2-8-1, por ejemplo 20-12345678-9."
            {...form.field('sender_cuit')}
          />
        </div>
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Informar transferencia
          </Button>
        </div>
      </ValidatedForm>
    </section>
  );
}
