import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointMutation } from '@/api/mutation';
import { refusalReason } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { Select, type SelectOption } from '@/ui/select';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { paymentsAdminMessages as msg } from './payments-admin-messages';
import { transferDecisionSchema, type TransferAction } from './transfer-decision-schema';
import * as s from './payments-admin.css';

const actions: SelectOption<TransferAction>[] = [
  { id: 'confirm', label: 'Confirmar transferencia' },
  { id: 'reject', label: 'Rechazar transferencia' },
];

/**
 * SPEC §4 transfer decision: confirm (optional notes) or reject (reason required). Afterwards
 * the payment reloads (the call invalidates it) and the form is cleared; a refusal the server
 * explains (someone else's own payment, already processed) stays above the form.
 */
export function TransferDecisionForm({ transferId }: { transferId: number }) {
  const confirm = useEndpointMutation(paymentsEndpoints.confirmTransfer);
  const reject = useEndpointMutation(paymentsEndpoints.rejectTransfer);
  const form = useForm({
    schema: transferDecisionSchema,
    initialValues: { action: '', rejection_reason: '', admin_notes: '' },
    onSubmit: async (decision) => {
      const params = { id: transferId };
      const res =
        decision.action === 'confirm'
          ? await confirm.call({ params, body: decision.body })
          : await reject.call({ params, body: decision.body });
      if (res.ok) {
        toast.success(msg.actionDone);
        form.reset();
        return;
      }
      toast.error(msg.actionError);
      const reason = refusalReason(res);
      if (reason) form.failSubmit(reason);
    },
  });
  const rejecting = form.values.action === 'reject';
  return (
    <ValidatedForm form={form} className={s.form} aria-label="Confirmar o rechazar la transferencia">
      <Select label="Acción" isRequired options={actions} {...form.select('action')} />
      {rejecting && <TextField label="Motivo del rechazo" isRequired description="Se le informa al equipo." {...form.field('rejection_reason')} />}
      <TextArea label="Notas (opcional)" {...form.field('admin_notes')} />
      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending}>
          Enviar
        </Button>
      </div>
    </ValidatedForm>
  );
}
