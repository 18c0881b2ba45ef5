import { cashPaymentAdminInputSchema } from '@contracts/entities/payments';
import { paymentsCreateCash } from '@contracts/payments';
import { useEndpointMutation } from '@/api/mutation';
import { refusalReason } from '@/lib/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { PriceSelect } from './price-select';
import { teamAdminMessages as msg } from './team-admin-messages';
import { useCurrentPrices } from './use-prices';
import * as s from './team-admin.css';

type Props = { teamId: number; isOpen: boolean; onClose: () => void };

/** SPEC §2/§5: an admin records cash already received (payer names, DNI, price); it is approved at once. */
export function RecordCashDialog({ teamId, isOpen, onClose }: Props) {
  return (
    <Dialog title="Registrar pago en efectivo" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <RecordCashForm teamId={teamId} onClose={onClose} />}
    </Dialog>
  );
}

function RecordCashForm({ teamId, onClose }: { teamId: number; onClose: () => void }) {
  const prices = useCurrentPrices('cash', true);
  const create = useEndpointMutation(paymentsCreateCash);
  const initialValues = {
    team_id: teamId,
    comp_price_id: null as number | null,
    payer_first_name: '',
    payer_last_name: '',
    payer_dni: '',
  };
  const form = useForm({
    schema: cashPaymentAdminInputSchema,
    initialValues,
    onSubmit: async (body) => {
      const res = await create.call({ body });
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
      <PriceSelect {...prices} emptyMessage={msg.noCashPrices} errorMessage={msg.pricesError} binding={form.select('comp_price_id')} />
      <TextField label="Nombre del pagador" isRequired {...form.field('payer_first_name')} />
      <TextField label="Apellido del pagador" isRequired {...form.field('payer_last_name')} />
      <TextField label="DNI del pagador" isRequired description="7 u 8 dígitos, sin puntos." {...form.field('payer_dni')} />
      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending} isDisabled={!hasPrices}>
          Registrar pago
        </Button>
        <Button variant="secondary" onPress={onClose}>
          Cancelar
        </Button>
      </div>
    </ValidatedForm>
  );
}
