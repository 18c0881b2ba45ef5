import { useState } from 'react';
import { transferConfirmSchema, transferRejectSchema } from '@contracts/entities/payments';
import { failureMessage } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { formatMoney } from '@/lib/format/format';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { setApart } from '@/ui/set-apart.css';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { ValidatedForm } from '@/ui/validated-form';
import { paymentsAdminMessages as msg } from './payments-admin-messages';
import type { TransferToMatch } from './transfer-match';
import { useTransferDecision, type DecisionFailure, type TransferAction, type TransferDecisionOptions } from './use-transfer-decision';
import * as s from './payments-admin.css';

export type TransferDecisionProps = Omit<TransferDecisionOptions, 'transferId'> & { payment: TransferToMatch };

/**
 * SPEC §4 transfer decision as two explicit actions (GUIDE: a decision is a button named by
 * what it does): 'Confirmar transferencia' asks to confirm the amount and the team, with
 * optional notes; 'Rechazar' asks the reason (SPEC §5: required) and optional notes. Each
 * dialog stays open with the server's reason when the call fails, so sending again is the
 * same decision.
 */
export function TransferDecisionForm({ payment, reload, doneHref }: TransferDecisionProps) {
  const [open, setOpen] = useState<TransferAction | null>(null);
  const decision = useTransferDecision({ transferId: payment.transfer.transfer_payment_id, reload, doneHref });
  const close = () => setOpen(null);
  const who = payment.registration_number === null ? payment.team_name : `${payment.team_name} (N.º de inscripción ${payment.registration_number})`;
  const amount = formatMoney(payment.payment_attempt_amount);
  return (
    <>
      <div className={s.actions}>
        <Button onPress={() => setOpen('confirm')}>Confirmar transferencia</Button>
        <Button variant="danger" className={setApart} onPress={() => setOpen('reject')}>
          Rechazar
        </Button>
      </div>
      <Dialog title="¿Confirmar la transferencia?" isOpen={open === 'confirm'} onOpenChange={(o) => !o && close()}>
        <ConfirmForm
          summary={`Confirmás que llegaron a la cuenta ${amount} de ${who}. El pago queda aprobado y el equipo, aceptado con su número.`}
          onSend={decision.confirm}
          onCancel={close}
        />
      </Dialog>
      <Dialog title="Rechazar la transferencia" isOpen={open === 'reject'} onOpenChange={(o) => !o && close()}>
        <RejectForm
          summary={`Vas a rechazar la transferencia de ${amount} de ${who}. El equipo recibe el motivo y puede volver a pagar.`}
          onSend={decision.reject}
          onCancel={close}
        />
      </Dialog>
    </>
  );
}

type FormProps<B> = { summary: string; onSend: (body: B) => Promise<DecisionFailure>; onCancel: () => void };

/** The failure next to the buttons: the server's reason, or SPEC §8's 'intente nuevamente'. */
const failureText = (failure: NonNullable<DecisionFailure>) => failureMessage(failure, { retry: msg.actionError });

function ConfirmForm({ summary, onSend, onCancel }: FormProps<{ admin_notes?: string | null }>) {
  const form = useForm({
    schema: transferConfirmSchema,
    initialValues: { admin_notes: '' },
    onSubmit: async (body) => {
      const failure = await onSend(body);
      if (failure) form.failSubmit(failureText(failure));
    },
  });
  return (
    <ValidatedForm form={form} className={s.form} aria-label="Confirmar la transferencia">
      <p className={s.lead}>{summary}</p>
      <TextArea label="Notas (opcional)" {...form.field('admin_notes')} />
      <SubmitOrCancel submitLabel="Confirmar transferencia" isPending={form.isPending} onCancel={onCancel} />
    </ValidatedForm>
  );
}

function RejectForm({ summary, onSend, onCancel }: FormProps<{ rejection_reason: string; admin_notes?: string | null }>) {
  const form = useForm({
    schema: transferRejectSchema,
    initialValues: { rejection_reason: '', admin_notes: '' },
    onSubmit: async (body) => {
      const failure = await onSend(body);
      if (failure) form.failSubmit(failureText(failure));
    },
  });
  return (
    <ValidatedForm form={form} className={s.form} aria-label="Rechazar la transferencia">
      <p className={s.lead}>{summary}</p>
      <TextField label="Motivo del rechazo" isRequired description="Se le informa al equipo." {...form.field('rejection_reason')} />
      <TextArea label="Notas (opcional)" {...form.field('admin_notes')} />
      <SubmitOrCancel submitLabel="Rechazar transferencia" tone="danger" isPending={form.isPending} onCancel={onCancel} />
    </ValidatedForm>
  );
}
