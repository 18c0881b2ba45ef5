import { useState } from 'react';
import { cashRejectSchema } from '@contracts/entities/payments';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorBanner } from '@/ui/error-banner';
import { Panel } from '@/ui/panel';
import { setApart } from '@/ui/set-apart.css';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { paymentsAdminMessages as msg } from './payments-admin-messages';
import * as s from './payments-admin.css';

/**
 * An owner's declared cash (decision 0007): an admin confirms it was received, or rejects it
 * with a reason. Nobody confirms money they recorded or of their own team: the server's 403
 * (or a 422 when someone else already decided) shows next to the buttons.
 */
export function CashDecision({ paymentId }: { paymentId: number }) {
  const confirm = useEndpointMutation(paymentsEndpoints.confirmCash);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);

  const onConfirm = async () => {
    setRefusal(null);
    const res = await confirm.call({ params: { id: paymentId } });
    if (res.ok) toast.success(msg.actionDone);
    else setRefusal(failureMessage(res, { retry: msg.actionError }));
  };

  return (
    <Panel title="Recepción del efectivo">
      <div className={s.stack}>
        <p className={s.lead}>El equipo declaró este pago en efectivo. Confirmalo cuando lo hayas recibido.</p>
        {refusal && <ErrorBanner message={refusal} persistent />}
        <div className={s.actions}>
          <Button onPress={() => void onConfirm()} isPending={confirm.isPending}>
            Confirmar recepción
          </Button>
          <Button variant="danger" className={setApart} onPress={() => setRejecting(true)}>
            Rechazar pago
          </Button>
        </div>
      </div>
      <RejectCashDialog paymentId={paymentId} isOpen={rejecting} onClose={() => setRejecting(false)} />
    </Panel>
  );
}

function RejectCashDialog({ paymentId, isOpen, onClose }: { paymentId: number; isOpen: boolean; onClose: () => void }) {
  const reject = useEndpointMutation(paymentsEndpoints.rejectCash);
  const form = useForm({
    schema: cashRejectSchema,
    initialValues: { rejection_reason: '' },
    onSubmit: async (body) => {
      const res = await reject.call({ params: { id: paymentId }, body });
      if (res.ok) {
        toast.success(msg.actionDone);
        form.reset();
        onClose();
        return;
      }
      form.failSubmit(failureMessage(res, { retry: msg.actionError }));
    },
  });
  return (
    <Dialog title="Rechazar el pago en efectivo" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <ValidatedForm form={form} className={s.form}>
        <TextField label="Motivo del rechazo" isRequired description="Se le informa al equipo." {...form.field('rejection_reason')} />
        <SubmitOrCancel submitLabel="Rechazar pago" tone="danger" isPending={form.isPending} onCancel={onClose} />
      </ValidatedForm>
    </Dialog>
  );
}
