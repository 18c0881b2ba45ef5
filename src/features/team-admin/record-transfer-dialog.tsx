import { transferPaymentAdminInputSchema } from '@contracts/entities/payments';
import { paymentsCreateTransferAdmin } from '@contracts/payments';
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

/** SPEC §2/§5: an admin records a team's transfer (sender names, CUIT, price); it waits for confirmation like the owner's. */
export function RecordTransferDialog({ teamId, isOpen, onClose }: Props) {
  return (
    <Dialog title="Registrar pago por transferencia" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <RecordTransferForm teamId={teamId} onClose={onClose} />}
    </Dialog>
  );
}

function RecordTransferForm({ teamId, onClose }: { teamId: number; onClose: () => void }) {
  const prices = useCurrentPrices('transfer', true);
  const create = useEndpointMutation(paymentsCreateTransferAdmin);
  const initialValues = {
    team_id: teamId,
    comp_price_id: null as number | null,
    sender_first_name: '',
    sender_last_name: '',
    sender_cuit: '',
  };
  const form = useForm({
    schema: transferPaymentAdminInputSchema,
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
      <PriceSelect
        {...prices}
        emptyMessage={msg.noTransferPrices}
        errorMessage={msg.pricesError}
        binding={form.select('comp_price_id')}
      />
      <TextField label="Nombre del remitente" isRequired {...form.field('sender_first_name')} />
      <TextField label="Apellido del remitente" isRequired {...form.field('sender_last_name')} />
      <TextField label="CUIT del remitente" isRequired description="11 dígitos, por ejemplo 20-12345678-3." {...form.field('sender_cuit')} />
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
