import { useLocation } from 'wouter';
import { validationMessages } from '@contracts/core/messages';
import { institutionRequestTicket } from '@contracts/entities/help-desk';
import { institutionRequestSchema } from '@contracts/entities/institutions';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { formMessages } from '@contracts/messages';
import { useEndpointMutation } from '@/api/mutation';
import { useForm } from '@/lib/forms/use-form';
import { DASHBOARD } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { failureMessage } from '@/lib/forms/failure-message';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import * as s from './club-request.css';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';
import * as failureMessages from '@/api/failure-messages';

const clubRequestMessages = {
  sent: helpDeskApiMessages.sent,
  sendFailed: failureMessages.helpDesk.sendRetry,
} as const;

type Props = {
  /** The server refused because of a rule (a request already pending, the club exists): look again. */
  onRefused: () => void;
};

/**
 * SPEC §2 request-institution: the club's name, president and phone (SPEC §5), sent as a
 * help-desk ticket; on success back to the dashboard.
 */
export function ClubRequestForm({ onRefused }: Props) {
  const [, navigate] = useLocation();
  const sendRequest = useEndpointMutation(helpDeskEndpoints.create);
  const form = useForm({
    schema: institutionRequestSchema,
    initialValues: { name: '', president: '', phone_number: '' },
    describeInvalid: (fieldErrors) =>
      Object.values(fieldErrors).includes(validationMessages.required) ? formMessages.fillRequired : undefined,
    onSubmit: async (club) => {
      const res = await sendRequest.call({ body: institutionRequestTicket(club) });
      if (res.ok) {
        toast.success(clubRequestMessages.sent);
        navigate(appHref(DASHBOARD));
        return;
      }
      if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
      // A refusal has a reason worth reading ('Esa barra pesquera ya existe'); an outage gets the generic words.
      toast.error(failureMessage(res, { retry: clubRequestMessages.sendFailed }));
      if (res.statusCode === 422) onRefused();
    },
  });

  return (
    <ValidatedForm form={form} className={s.form}>
      <div className={s.fieldGrid}>
        <TextField className={s.wide} label="Nombre de la barra pesquera" isRequired {...form.field('name')} />
        <TextField label="Presidente" autoComplete="off" isRequired {...form.field('president')} />
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="numeric"
          description="10 dígitos, con código de área, sin 0 ni 15."
          isRequired
          {...form.field('phone_number')}
        />
      </div>
      <div className={s.actions}>
        <Button type="submit" isPending={form.isPending}>
          Enviar solicitud
        </Button>
      </div>
    </ValidatedForm>
  );
}
