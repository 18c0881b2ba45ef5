import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { userCreateSchema } from '@contracts/entities/users';
import { roleLabels } from '@contracts/enums';
import { assignableRoles, isTeamRole } from '@/lib/access/policy';
import { conflictMessages } from '@contracts/messages';
import { usersEndpoints } from '@contracts/users';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage, refusalReason } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import type { NewCredentialsState } from '@/lib/routing/route-redirects';
import { sessionUser } from '@/lib/session/session';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { useTeamOptions } from './use-team-options';
import { userMessages } from './user-messages';
import * as s from './users-admin.css';

/** Roles 3 and 4 belong to a team, chosen with the account. */
const needsTeam = isTeamRole;

/**
 * SPEC §2 users/new: an admin creates an account (username rules of SPEC §5, a role, a team
 * for roles 3 and 4). The generated password is shown once on new-credentials. A refusal
 * (role not allowed, username taken, team full or unknown) shows at the field it is about.
 */
export default function UserNewPage({ title }: { title: string }) {
  useSignals();
  const [, navigate] = useLocation();
  const actor = sessionUser.value;
  const teams = useTeamOptions();
  const create = useEndpointMutation(usersEndpoints.create);
  const form = useForm({
    schema: userCreateSchema,
    initialValues: { username: '', role_id: null, team_id: null },
    onSubmit: async (data) => {
      const res = await create.call({ body: { ...data, team_id: needsTeam(data.role_id) ? data.team_id : null } });
      if (res.ok) {
        toast.success(userMessages.created);
        const state: NewCredentialsState = res.data;
        navigate(appHref(href('newCredentials')), { state });
        return;
      }
      toast.error(failureMessage(res, { retry: userMessages.createError }));
      const reason = refusalReason(res);
      if (res.errorCode === 'USERNAME_IN_USE') form.setFieldErrors({ username: res.message || conflictMessages.USERNAME_IN_USE });
      else if (res.statusCode === 403 && reason) form.setFieldErrors({ role_id: reason });
      else if ((res.statusCode === 404 || res.statusCode === 422) && reason) form.setFieldErrors({ team_id: reason });
      else if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
      else if (reason) form.failSubmit(reason);
    },
  });
  if (!actor) return null;

  const roleOptions = assignableRoles(actor.roleId).map((id) => ({ id, label: roleLabels[id] }));
  const role = form.select('role_id');
  return (
    <Page title={title} className={s.narrowPage}>
      <p className={s.lead}>La cuenta se crea con una contraseña generada, que se muestra una sola vez.</p>
      <ValidatedForm form={form} className={s.form}>
        <TextField
          label="Nombre de usuario"
          isRequired
          description="Entre 6 y 35 caracteres: letras, números, puntos y guiones bajos."
          {...form.field('username')}
        />
        <Select
          label="Rol"
          isRequired
          options={roleOptions}
          {...role}
          onChange={(key) => {
            role.onChange(key);
            // Admin accounts belong to no team: a team chosen before would be sent for nothing.
            if (!needsTeam(key as number | null)) form.setValue('team_id', null, 'never');
          }}
        />
        {needsTeam(form.values.role_id) ? (
          <Select
            label="Equipo"
            isRequired
            options={teams.options}
            placeholder={teams.isLoading ? 'Cargando equipos…' : 'Seleccioná un equipo'}
            description={teams.isError ? 'No se pudieron cargar los equipos.' : 'Los equipos completos (3/3) no admiten más cuentas.'}
            {...form.select('team_id')}
          />
        ) : null}
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Crear usuario
          </Button>
          <ButtonLink href={appHref(href('users'))} variant="secondary">
            Cancelar
          </ButtonLink>
        </div>
      </ValidatedForm>
    </Page>
  );
}
