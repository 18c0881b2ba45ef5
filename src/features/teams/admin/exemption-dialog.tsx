import { exemptionInputSchema } from '@contracts/entities/team-competitions';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { useEndpointMutation } from '@/api/mutation';
import { refusalReason } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { memberCategoryOptions } from '@/lib/labels/member-category-labels';
import { Dialog } from '@/ui/dialog';
import { Select } from '@/ui/select';
import { TextArea } from '@/ui/text-area';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { teamAdminMessages as msg } from './team-admin-messages';
import * as s from './team-admin.css';

type Props = { registrationId: number; isOpen: boolean; onClose: () => void };

/** SPEC §5 Exemption: a reason (`formMessages.exemptionReason`); notes 4–250 only (and then required) for 'other'. */
export function ExemptionDialog({ registrationId, isOpen, onClose }: Props) {
  return (
    <Dialog title="Eximir del pago" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <ExemptionForm registrationId={registrationId} onClose={onClose} />}
    </Dialog>
  );
}

export function ExemptionForm({ registrationId, onClose }: { registrationId: number; onClose: () => void }) {
  const exempt = useEndpointMutation(teamCompetitionsEndpoints.exempt);
  const form = useForm({
    schema: exemptionInputSchema,
    initialValues: { exemption_reason: '', exemption_notes: '' },
    onSubmit: async (body) => {
      const res = await exempt.call({ params: { id: registrationId }, body });
      if (res.ok) {
        toast.success(msg.exempted);
        onClose();
        return;
      }
      toast.error(msg.exemptError);
      const reason = refusalReason(res);
      if (reason) form.failSubmit(reason);
    },
  });
  const isOther = form.values.exemption_reason === 'other';
  return (
    <ValidatedForm form={form} className={s.form}>
      <Select label="Motivo de la exención" isRequired options={memberCategoryOptions} {...form.select('exemption_reason')} />
      {isOther && (
        <TextArea label="Notas" isRequired description="Entre 4 y 250 caracteres." {...form.field('exemption_notes')} />
      )}
      <SubmitOrCancel submitLabel="Eximir del pago" isPending={form.isPending} onCancel={onClose} />
    </ValidatedForm>
  );
}
