import { useState } from 'react';
import { Link } from 'wouter';
import { accessRecoveryFormSchema, accessRecoveryTicket } from '@contracts/entities/help-desk';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { api } from '@/api';
import { useForm } from '@/lib/forms/use-form';
import { PageHeading } from '@/lib/routing/page-heading';
import { publicPaths } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { DatePicker } from '@/ui/date-picker';
import { TextField } from '@/ui/text-field';
import { ValidatedForm } from '@/ui/validated-form';
import * as s from './public-page.css';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';
import * as failureMessages from '@/api/failure-messages';

const SEND_ERROR = failureMessages.helpDesk.sendRetry;

/**
 * SPEC §2 /forgot-credentials: identifies the person and opens an unauthenticated
 * help-desk ticket for an admin, then a success panel with a way back to sign-in.
 */
export default function ForgotCredentialsPage() {
  const [sent, setSent] = useState(false);
  const form = useForm({
    schema: accessRecoveryFormSchema,
    initialValues: { first_name: '', last_name: '', dni: '', phone_number: '', birth_date: '' },
    onSubmit: async (data) => {
      const res = await api.call(helpDeskEndpoints.create, { body: accessRecoveryTicket(data) });
      if (res.ok) setSent(true);
      else form.failSubmit(res.message || SEND_ERROR);
    },
  });

  if (sent) {
    return (
      <main className={s.page}>
        <section className={s.card}>
          <PageHeading title={helpDeskApiMessages.sent} />
          <p>
            Recibimos tu pedido. Un administrador va a verificar tus datos y se va a comunicar con vos al teléfono que
            indicaste para ayudarte a recuperar el acceso.
          </p>
          <ButtonLink href={publicPaths.signIn} variant="primary">
            Volver al inicio de sesión
          </ButtonLink>
        </section>
      </main>
    );
  }

  return (
    <main className={s.page}>
      <section className={s.card}>
        <PageHeading title="Recuperar acceso" />
        <p className={s.lead}>Completá tus datos y un administrador te va a ayudar a recuperar tu usuario o contraseña.</p>
        <ValidatedForm form={form} className={s.form}>
          <TextField label="Nombre" autoComplete="given-name" isRequired {...form.field('first_name')} />
          <TextField label="Apellido" autoComplete="family-name" isRequired {...form.field('last_name')} />
          <TextField label="DNI" inputMode="numeric" description="7 u 8 dígitos, sin puntos." isRequired {...form.field('dni')} />
          <TextField
            label="Teléfono"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            description="10 dígitos, con código de área y sin 0 ni 15. Ejemplo: 2234567890."
            isRequired
            {...form.field('phone_number')}
          />
          <DatePicker label="Fecha de nacimiento" isRequired {...form.field('birth_date')} />
          <Button type="submit" isPending={form.isPending} isFullWidth>
            Enviar solicitud
          </Button>
        </ValidatedForm>
        <div className={s.links}>
          <Link href={publicPaths.signIn} className={s.textLink}>
            Volver al inicio de sesión
          </Link>
        </div>
      </section>
    </main>
  );
}
