import { helpTicketInputSchema } from '@contracts/entities/help-desk';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { useEndpointMutation } from '@/api/mutation';
import { useForm } from '@/lib/forms/use-form';
import { failureMessage } from '@/lib/forms/failure-message';
import { Button } from '@/ui/button';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import * as s from './help.css';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';
import * as failureMessages from '@/api/failure-messages';

const helpMessages = {
  sent: helpDeskApiMessages.sent,
  sendFailed: failureMessages.helpDesk.sendRetry,
} as const;

/** The limits the contract enforces, said before the user runs into them. */
const TITLE_HINT = 'Entre 3 y 100 caracteres.';
const DESCRIPTION_HINT = 'Contanos qué pasó, entre 3 y 1000 caracteres.';

type Props = {
  /** The server accepted the request; the list of requests is already refreshed (invalidated by the send). */
  onSent: () => void;
  /** The server refused it by a rule (a request is pending after all): the list is worth reading again. */
  onRefused: () => void;
};

/** SPEC §2 help page: title and description of a new request (SPEC §5 Help ticket). */
export function HelpRequestForm({ onSent, onRefused }: Props) {
  const sendRequest = useEndpointMutation(helpDeskEndpoints.create);
  const form = useForm({
    schema: helpTicketInputSchema,
    initialValues: { title: '', description: '' },
    onSubmit: async (body) => {
      const res = await sendRequest.call({ body });
      if (res.ok) {
        toast.success(helpMessages.sent);
        form.reset();
        onSent();
        return;
      }
      if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
      // A refusal has a reason worth reading (`helpDeskApiMessages.pendingRequest`); an outage gets the generic words.
      toast.error(failureMessage(res, { retry: helpMessages.sendFailed }));
      // 422: a request is pending after all (sent from elsewhere); the refreshed list shows the notice.
      if (res.statusCode === 422) onRefused();
    },
  });

  return (
    <ValidatedForm form={form} className={s.form}>
      <TextField label="Título" description={TITLE_HINT} isRequired {...form.field('title')} />
      <TextArea label="Descripción" description={DESCRIPTION_HINT} rows={5} isRequired {...form.field('description')} />
      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending}>
          Enviar solicitud
        </Button>
      </div>
    </ValidatedForm>
  );
}
