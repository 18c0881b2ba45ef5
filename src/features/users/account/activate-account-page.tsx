import { useLocation } from 'wouter';
import { authEndpoints } from '@contracts/auth';
import { membersEndpoints } from '@contracts/members';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { isMemberRole } from '@/lib/access/policy';
import { useForm } from '@/lib/forms/use-form';
import { Page } from '@/ui/page';
import { DASHBOARD } from '@/lib/routing/routes';
import { sessionUser, startSession } from '@/lib/session/session';
import { appHref } from '@/lib/routing/navigation';
import { Button } from '@/ui/button';
import { Panel } from '@/ui/panel';
import { PersonalInfoFields } from '@/lib/people/personal-info-fields';
import { TextField } from '@/ui/text-field';
import { QueryView } from '@/ui/query-view';
import { ValidatedForm } from '@/ui/validated-form';
import {
  ACTIVATION_FAILED,
  activationFieldErrors,
  activationFormSchema,
  activationFormFrom,
  emptyActivationForm,
  missingFieldMessages,
  type ActivationFormValues,
  toActivationBody,
} from './activation-form';
import * as s from './account.css';

const PHONE_HINT = '10 dígitos, con código de área, sin 0 ni 15.';

/**
 * SPEC §2 authEndpoints.activate-account: a registered owner or member completes personal data and
 * address. The answer carries new tokens (status active), so the session is replaced and
 * the user goes home, where the checklist continues.
 *
 * A member the owner added starts from what the owner entered (decision 0047): their own
 * record is read first. An owner who signed up has nothing stored and starts empty.
 */
export default function ActivateAccountPage({ title }: { title: string }) {
  const user = sessionUser.value;
  const isAddedMember = isMemberRole(user?.roleId);
  const member = useEndpointQuery(membersEndpoints.get, { params: { id: user?.id ?? 0 } }, { enabled: isAddedMember });
  return (
    <Page title={title} className={s.page}>
      <p className={s.lead}>
        {isAddedMember
          ? 'Revisá los datos que cargó quien te sumó al equipo, completá los que faltan y activá la cuenta. Los campos marcados con * son obligatorios.'
          : 'Completá tus datos personales y tu dirección para activar la cuenta. Los campos marcados con * son obligatorios.'}
      </p>
      {isAddedMember ? (
        <QueryView
          query={member}
          loadingLabel="Cargando tus datos…"
          errorMessage="No pudimos cargar tus datos."
          notFound={{ show: <ActivationForm initialValues={emptyActivationForm()} /> }}
        >
          {(loaded) => <ActivationForm initialValues={activationFormFrom(loaded)} />}
        </QueryView>
      ) : (
        <ActivationForm initialValues={emptyActivationForm()} />
      )}
    </Page>
  );
}

function ActivationForm({ initialValues }: { initialValues: ActivationFormValues }) {
  const [, navigate] = useLocation();
  const activateAccount = useEndpointMutation(authEndpoints.activate);
  const form = useForm({
    schema: activationFormSchema,
    initialValues,
    describeInvalid: (fieldErrors) => missingFieldMessages(fieldErrors).join(' ') || undefined,
    onSubmit: async (data) => {
      const res = await activateAccount.call({ body: toActivationBody(data) });
      if (res.ok) {
        if (startSession(res.data)) navigate(appHref(DASHBOARD), { replace: true });
        else form.failSubmit(ACTIVATION_FAILED);
        return;
      }
      const fieldErrors = activationFieldErrors(res);
      // The message sits on its field (e.g. `conflictMessages.DNI_IN_USE`); the summary links to it.
      if (Object.keys(fieldErrors).length === 0) form.failSubmit(ACTIVATION_FAILED);
      else form.setFieldErrors(fieldErrors);
    },
  });

  return (
      <ValidatedForm form={form} className={s.form}>
        <Panel title="Datos personales">
          <div className={s.fieldGrid}>
            <PersonalInfoFields form={form} hints={{ dni: '7 u 8 dígitos, sin puntos.', phone: PHONE_HINT }} digitsOnly isOwnData />
            <TextField label="Número de licencia de pesca" description="Solo si tenés licencia." {...form.field('licence_number')} />
          </div>
        </Panel>
        <Panel title="Dirección">
          <div className={s.fieldGrid}>
            <TextField
              className={s.wide}
              label="Calle y número"
              autoComplete="street-address"
              isRequired
              {...form.field('address_line')}
            />
            <TextField label="Ciudad" autoComplete="address-level2" isRequired {...form.field('city')} />
            <TextField label="Provincia" autoComplete="address-level1" isRequired {...form.field('state')} />
            <TextField label="País" autoComplete="country-name" isRequired {...form.field('country')} />
          </div>
        </Panel>
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Activar cuenta
          </Button>
        </div>
      </ValidatedForm>
  );
}
