import { Link, useLocation } from 'wouter';
import { useForm } from '@/lib/forms/use-form';
import { PageHeading } from '@/lib/routing/page-heading';
import { takeReturnTo } from '@/lib/session/return-to';
import { publicPaths } from '@/lib/session/entry-routes';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import * as s from './public-page.css';
import * as failureMessages from '@/api/failure-messages';

export const SIGN_IN_TOAST_MS = 1500;

let submitModule: ReturnType<typeof importSubmit> | null = null;
const importSubmit = () => import('./sign-in-submit');
/**
 * The schema and API client, loaded once when the visitor first focuses the form (or at the
 * first validation or submit): the page paints without zod and ofetch (decision 0004). A
 * failed load is retried by the next attempt.
 */
function loadSubmit() {
  submitModule ??= importSubmit().catch((error: unknown) => {
    submitModule = null;
    throw error;
  });
  return submitModule;
}
const loadSchema = async () => (await loadSubmit()).credentialsSchema;
const EMPTY_FIELDS = 'Por favor, completa todos los campos.';
/** Answers about what was typed (malformed, or no such user and password): both fields are marked. */
const CREDENTIALS_REFUSED = new Set([400, 401]);

/** SPEC §2 '/': sign-in, then back to the remembered origin or /home. */
export default function SignInPage() {
  const [, navigate] = useLocation();
  const form = useForm({
    schema: loadSchema,
    initialValues: { username: '', password: '' },
    describeInvalid: (_, { username, password }) => (username.trim() === '' || password.trim() === '' ? EMPTY_FIELDS : undefined),
    onSubmit: async (credentials) => {
      const { signIn } = await loadSubmit();
      const res = await signIn(credentials);
      if (!res.ok) {
        const fields = CREDENTIALS_REFUSED.has(res.statusCode) ? (['username', 'password'] as const) : [];
        form.failSubmit(res.message || failureMessages.generic, [...fields]);
        return;
      }
      toast.success('Sesión iniciada!', { duration: SIGN_IN_TOAST_MS });
      navigate(takeReturnTo() ?? publicPaths.home, { replace: true });
    },
  });

  return (
    <main className={s.page}>
      {/* Focus bubbles: the first focus in the card starts loading what the submit needs. */}
      <section className={s.card} onFocus={() => void loadSubmit().catch(() => undefined)}>
        <PageHeading title="Iniciar sesión">¡Bienvenido al Torneo de Pesca!</PageHeading>
        <p className={s.lead}>Ingresá con tu usuario para inscribir a tu equipo y seguir la competencia.</p>
        <ValidatedForm form={form} className={s.form}>
          <TextField label="Usuario" autoComplete="username" isRequired {...form.field('username')} />
          <PasswordField label="Contraseña" autoComplete="current-password" isRequired {...form.field('password')} />
          <Button type="submit" isPending={form.isPending} isFullWidth>
            Iniciar sesión
          </Button>
        </ValidatedForm>
        <div className={s.links}>
          <Link href={publicPaths.signUp} className={s.textLink}>
            ¿No tenés cuenta? Registrate
          </Link>
          <Link href={publicPaths.forgotCredentials} className={s.textLink}>
            Olvidé mi usuario o contraseña
          </Link>
        </div>
      </section>
    </main>
  );
}
