import { Link, useLocation } from 'wouter';
import { usernameMessages } from '@contracts/entities/session';
import { useForm } from '@/lib/forms/use-form';
import { PageHeading } from '@/lib/routing/page-heading';
import { DASHBOARD, publicPaths } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { ValidatedForm } from '@/ui/validated-form';
import { signUp } from './auth-actions';
import { signUpFormSchema } from './sign-up-schema';
import * as s from './public-page.css';

const EMPTY_FIELDS = 'Por favor, completa todos los campos.';

/** SPEC §2 /signup: username, password and confirmation; the new account starts as registered. */
export default function SignUpPage() {
  const [, navigate] = useLocation();
  const form = useForm({
    schema: signUpFormSchema,
    initialValues: { username: '', password: '', confirmPassword: '' },
    describeInvalid: (_, values) => (Object.values(values).some((v) => v.trim() === '') ? EMPTY_FIELDS : undefined),
    onSubmit: async ({ username, password }) => {
      const res = await signUp({ username, password });
      if (res.ok) {
        navigate(DASHBOARD, { replace: true });
        return;
      }
      if (res.errorCode === 'USERNAME_IN_USE') form.setFieldErrors({ username: res.message });
      else form.failSubmit(res.message);
    },
  });

  return (
    <main className={s.page}>
      <section className={s.card}>
        <PageHeading title="Crear cuenta" />
        <p className={s.lead}>Después de registrarte vas a completar tus datos para activar la cuenta.</p>
        <ValidatedForm form={form} className={s.form}>
          <TextField
            label="Usuario"
            autoComplete="username"
            description={`Entre 6 y 35 caracteres. ${usernameMessages.charset}.`}
            isRequired
            {...form.field('username')}
          />
          <PasswordField label="Contraseña" autoComplete="new-password" isRequired {...form.field('password')} />
          <PasswordField label="Confirmar contraseña" autoComplete="new-password" isRequired {...form.field('confirmPassword')} />
          <Button type="submit" isPending={form.isPending} isFullWidth>
            Crear cuenta
          </Button>
        </ValidatedForm>
        <div className={s.links}>
          <Link href={publicPaths.signIn} className={s.textLink}>
            ¿Ya tenés cuenta? Iniciá sesión
          </Link>
        </div>
      </section>
    </main>
  );
}
