import type { PendingTransfer } from '@contracts/entities/payments';
import { transferRejectSchema } from '@contracts/entities/payments';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { formatMoney } from '@/lib/format/format';
import { useForm } from '@/lib/forms/use-form';
import { Dialog } from '@/ui/dialog';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { reconcileMessages as msg } from './reconcile-messages';
import * as s from './reconcile.css';

/**
 * Rejecting a transfer from 'Para revisar' (issue 31): when the statement shows it is not what
 * was declared (another amount, nothing arrived), the admin rejects it there with the reason SPEC
 * §5 requires, through PATCH /payments/transfer/{id}/reject like the transfer's own page. The
 * pending list refreshes and the transfer leaves the groups; the dialog stays open with the
 * server's reason when it refuses.
 */
export function RejectTransferDialog({ transfer, onClose }: { transfer: PendingTransfer | null; onClose: () => void }) {
  return (
    <Dialog title="Rechazar la transferencia" isOpen={transfer !== null} onOpenChange={(open) => !open && onClose()}>
      {transfer ? <RejectForm transfer={transfer} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RejectForm({ transfer, onClose }: { transfer: PendingTransfer; onClose: () => void }) {
  const reject = useEndpointMutation(paymentsEndpoints.rejectTransfer);
  const form = useForm({
    schema: transferRejectSchema,
    initialValues: { rejection_reason: '', admin_notes: '' },
    onSubmit: async (body) => {
      const res = await reject.call({ params: { id: transfer.id }, body });
      if (res.ok) {
        toast.success(msg.actionDone);
        onClose();
        return;
      }
      form.failSubmit(failureMessage(res, { retry: msg.confirmError }));
    },
  });
  return (
    <ValidatedForm form={form} className={s.form} aria-label="Rechazar la transferencia">
      <p className={s.lead}>
        {`Vas a rechazar la transferencia de ${formatMoney(transfer.payment_amount)} de ${transfer.team_name} (N.º de inscripción ${transfer.registration_number ?? '—'}). El equipo recibe el motivo y puede volver a pagar.`}
      </p>
      <TextField label="Motivo del rechazo" isRequired description="Se le informa al equipo." {...form.field('rejection_reason')} />
      <TextArea label="Notas (opcional)" {...form.field('admin_notes')} />
      <SubmitOrCancel submitLabel="Rechazar transferencia" tone="danger" isPending={form.isPending} onCancel={onClose} />
    </ValidatedForm>
  );
}
