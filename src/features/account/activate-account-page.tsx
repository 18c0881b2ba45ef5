import { useLocation } from 'wouter';
import { activate } from '@contracts/auth';
import { api } from '@/api';
import { useForm } from '@/lib/forms/use-form';
import { PageHeading } from '@/lib/page-heading';
import { bloodTypeOptions, genderOptions } from '@/lib/personal-info-options';
import { DASHBOARD } from '@/lib/routes';
import { startSession } from '@/lib/session';
import { appHref } from '@/lib/navigation';
import { Button } from '@/ui/button';
import { DatePicker } from '@/ui/date-picker';
import { Panel } from '@/ui/panel';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { ValidatedForm } from '@/ui/validated-form';
import {
  ACTIVATION_FAILED,
  activationFieldErrors,
  activationFormSchema,
  emptyActivationForm,
  missingFieldMessages,
  toActivationBody,
} from './activation-form';
import * as s from './account.css';

/** Blood type is optional: the first choice takes a chosen one back. */
const bloodTypeChoices = [{ id: '', label: 'Sin especificar' }, ...bloodTypeOptions];
const PHONE_HINT = '10 dígitos, con código de área, sin 0 ni 15.';

/**
 * SPEC §2 activate-account: a registered owner or member completes personal data and
 * address. The answer carries new tokens (status active), so the session is replaced and
 * the user goes home, where the checklist continues.
 */
export default function ActivateAccountPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const form = useForm({
    schema: activationFormSchema,
    initialValues: emptyActivationForm(),
    describeInvalid: (fieldErrors) => missingFieldMessages(fieldErrors).join(' ') || undefined,
    onSubmit: async (data) => {
      const res = await api.call(activate, { body: toActivationBody(data) });
      if (res.ok) {
        if (startSession(res.data)) navigate(appHref(DASHBOARD), { replace: true });
        else form.failSubmit(ACTIVATION_FAILED);
        return;
      }
      const fieldErrors = activationFieldErrors(res);
      // The message sits on its field (e.g. 'Este DNI ya está en uso.'); the summary links to it.
      if (Object.keys(fieldErrors).length === 0) form.failSubmit(ACTIVATION_FAILED);
      else form.setFieldErrors(fieldErrors);
    },
  });

  return (
    <div className={s.page}>
      <PageHeading title={title} />
      <p className={s.lead}>
        Completá tus datos personales y tu dirección para activar la cuenta. Los campos marcados con * son obligatorios.
      </p>
      <ValidatedForm form={form} className={s.form}>
        <Panel title="Datos personales">
          <div className={s.fieldGrid}>
            <TextField label="Nombre" autoComplete="given-name" isRequired {...form.field('first_name')} />
            <TextField label="Apellido" autoComplete="family-name" isRequired {...form.field('last_name')} />
            <TextField label="DNI" inputMode="numeric" description="7 u 8 dígitos, sin puntos." isRequired {...form.field('dni')} />
            <DatePicker label="Fecha de nacimiento" isRequired {...form.field('birth_date')} />
            <Select label="Género" isRequired options={genderOptions} {...form.select('gender')} />
            <Select label="Grupo sanguíneo" options={bloodTypeChoices} {...form.select('blood_type')} />
            <TextField label="Correo electrónico" type="email" autoComplete="email" {...form.field('email')} />
            <TextField
              label="Teléfono principal"
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              description={PHONE_HINT}
              isRequired
              {...form.field('primary_phone_number')}
            />
            <TextField
              label="Teléfono secundario"
              type="tel"
              inputMode="numeric"
              description={PHONE_HINT}
              {...form.field('secondary_phone_number')}
            />
            <TextField
              label="Teléfono de contacto de emergencia"
              type="tel"
              inputMode="numeric"
              description={PHONE_HINT}
              {...form.field('emergency_contact_number')}
            />
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
    </div>
  );
}
