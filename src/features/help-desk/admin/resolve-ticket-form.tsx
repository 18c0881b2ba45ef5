import { helpTicketResolveSchema, type HelpTicket } from '@contracts/entities/help-desk';
import { responseMethodSchema } from '@contracts/enums';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage, refusalReason } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { responseMethodLabels } from '../shared/help-ticket-labels';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { TextArea } from '@/ui/text-area';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { helpDeskMessages } from './help-desk-messages';
import * as s from './help-desk-admin.css';

const methodOptions = responseMethodSchema.options.map((id) => ({ id, label: responseMethodLabels[id] }));

/**
 * SPEC §5 resolve: the response, the channel it went through (required: 'Debe seleccionar
 * una forma de respuesta') and an optional comment for the admins. The ticket turns resolved.
 */
export function ResolveTicketForm({ ticket }: { ticket: HelpTicket }) {
  const resolve = useEndpointMutation(helpDeskEndpoints.resolve);
  const form = useForm({
    schema: helpTicketResolveSchema,
    initialValues: { response: '', response_method: null, admin_comment: '' },
    onSubmit: async (body) => {
      const res = await resolve.call({ params: { id: ticket.id }, body });
      if (res.ok) {
        toast.success(helpDeskMessages.resolved);
        return;
      }
      toast.error(failureMessage(res, { retry: helpDeskMessages.resolveError }));
      if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
      else {
        const reason = refusalReason(res);
        if (reason) form.failSubmit(reason);
      }
    },
  });
  return (
    <section className={s.section} aria-labelledby="resolve-title">
      <h2 id="resolve-title" className={s.sectionTitle}>
        Responder
      </h2>
      <ValidatedForm form={form} className={s.form}>
        <TextArea label="Respuesta" isRequired description="Entre 3 y 1000 caracteres." {...form.field('response')} />
        <Select label="Forma de respuesta" isRequired options={methodOptions} {...form.select('response_method')} />
        <TextArea label="Comentario interno" description="Opcional; solo lo ven los administradores." {...form.field('admin_comment')} />
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Marcar como resuelta
          </Button>
        </div>
      </ValidatedForm>
    </section>
  );
}
