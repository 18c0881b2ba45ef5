import type { AnyEndpoint, RequestInput } from '@contracts/core/endpoint';
import { formMessages } from '@contracts/messages';
import { useEndpointMutation } from '@/api/mutation';
import { refusalReason } from '@/lib/forms/failure-message';
import { useForm, type FieldBinding } from '@/lib/forms/use-form';
import { whenAnyRequired } from '@/lib/forms/when-any-required';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { PriceSelect } from './price-select';
import type { PaymentMethod } from './record-payment-methods';
import { teamAdminMessages as msg } from './team-admin-messages';
import { useCurrentPrices } from './use-prices';
import * as s from './team-admin.css';

type Props<E extends AnyEndpoint> = { method: PaymentMethod<E>; teamId: number; isOpen: boolean; onClose: () => void };

/** SPEC §2/§5: an admin records a team's payment by transfer or in cash (record-payment-methods.ts). */
export function RecordPaymentDialog<E extends AnyEndpoint>({ method, teamId, isOpen, onClose }: Props<E>) {
  return (
    <Dialog title={method.title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <RecordPaymentForm method={method} teamId={teamId} onClose={onClose} />}
    </Dialog>
  );
}

/** The payer's fields are named by the method at run time (record-payment-methods.ts), so the values are a record. */
type Values = Record<string, string | number | null>;

function RecordPaymentForm<E extends AnyEndpoint>({ method, teamId, onClose }: { method: PaymentMethod<E>; teamId: number; onClose: () => void }) {
  const prices = useCurrentPrices(method.priceType, true);
  const create = useEndpointMutation(method.endpoint);
  const initialValues: Values = { team_id: teamId, comp_price_id: null, ...Object.fromEntries(method.fields.map((f) => [f.name, ''])) };
  const form = useForm<typeof method.schema, Values>({
    schema: method.schema,
    describeInvalid: whenAnyRequired(formMessages.allFieldsRequired),
    initialValues,
    onSubmit: async (body) => {
      const res = await create.call({ body } as RequestInput<E>);
      if (res.ok) {
        toast.success(msg.paymentRecorded);
        onClose();
        return;
      }
      toast.error(msg.paymentError);
      const unmatched = res.fieldErrors ? form.setFieldErrors(res.fieldErrors) : {};
      const reason = Object.values(unmatched).join(' ') || (res.fieldErrors ? null : refusalReason(res));
      if (reason) form.failSubmit(reason);
    },
  });
  const hasPrices = Boolean(prices.prices?.length);
  return (
    <ValidatedForm form={form} className={s.form}>
      <PriceSelect {...prices} emptyMessage={method.noPrices} errorMessage={msg.pricesError} binding={form.select('comp_price_id')} />
      {/* The payer's fields hold text (their initial value is ''). */}
      {method.fields.map((f) => (
        <TextField key={f.name} label={f.label} isRequired description={f.description} {...(form.field(f.name) as FieldBinding<string>)} />
      ))}
      <SubmitOrCancel submitLabel="Registrar pago" isPending={form.isPending} isDisabled={!hasPrices} onCancel={onClose} />
    </ValidatedForm>
  );
}
