import { useLocation } from 'wouter';
import { teamAdminInputSchema } from '@contracts/entities/teams';
import { formMessages } from '@contracts/messages';
import { teamsEndpoints, teamCreateForOwnerMessages as refusals } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import type { ApiFailure } from '@/api';
import { failureMessage, refusalReason } from '@/lib/forms/failure-message';
import type { FormValues } from '@/lib/forms/form-values';
import { useForm, type OptionKey } from '@/lib/forms/use-form';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { useInstitutionOptions } from '../shared/use-institution-options';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { LoadError } from '@/ui/load-error';
import { Select } from '@/ui/select';
import { TeamFields } from '../shared/team-fields';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { teamFormMessages as msg } from './team-admin-messages';
import { useOwnerOptions } from './use-owner-options';
import * as s from './team-admin.css';

type Values = FormValues<typeof teamAdminInputSchema>;

const ownerPlaceholder = { loading: 'Cargando cuentas…', error: msg.ownersLoadError, success: 'Seleccioná la cuenta del dueño' } as const;

/** The field a refusal of POST /teams/admin is about: the club's 404, or the owner account's 404/409/422. */
function refusedField(res: ApiFailure): keyof Values | null {
  if (res.statusCode === 404 && res.message === refusals.clubNotFound) return 'institution_id';
  if (res.statusCode === 404 || res.statusCode === 409 || res.statusCode === 422) return 'owner_id';
  return null;
}

/**
 * SPEC §2 team creation by an admin: the team's name and club and the owner account it is
 * for (an account with the owner role and no team). On success it opens the team's detail;
 * a refusal shows at the field it is about, with the values kept.
 */
export default function TeamNewPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const clubs = useInstitutionOptions();
  const owners = useOwnerOptions();
  const create = useEndpointMutation(teamsEndpoints.createForOwner);
  const form = useForm({
    schema: teamAdminInputSchema,
    initialValues: { name: '', institution_id: null, owner_id: null },
    describeInvalid: (_, v) => (v.name.trim() === '' || v.institution_id === null || v.owner_id === null ? formMessages.fillRequired : undefined),
    onSubmit: async (body) => {
      const res = await create.call({ body });
      if (res.ok) {
        toast.success(msg.created);
        navigate(appHref(href('teamView', { id: res.data.id })));
        return;
      }
      toast.error(failureMessage(res, { retry: msg.createRetryError, fallback: msg.createError }));
      const field = refusedField(res);
      const reason = refusalReason(res);
      if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
      else if (field && reason) form.setFieldErrors({ [field]: reason });
      else if (reason) form.failSubmit(reason);
    },
  });

  return (
    <Page title={title} className={s.narrowPage}>
      <p className={s.lead}>El equipo queda a nombre de la cuenta elegida, que podrá editarlo, sumar miembros e inscribirlo.</p>
      {/* SPEC §8 `failureMessages.initialData`: the form cannot be completed until both lists load. */}
      {(clubs.status === 'error' || owners.status === 'error') && (
        <LoadError
          className={s.stack}
          message={msg.initialDataError}
          onRetry={() => {
            if (clubs.status === 'error') clubs.reload();
            if (owners.status === 'error') owners.reload();
          }}
        />
      )}
      <ValidatedForm form={form} className={s.form}>
        <TeamFields name={form.field('name')} club={form.select('institution_id')} clubs={clubs} />
        <Select<OptionKey>
          label="Cuenta del dueño"
          isRequired
          description="Cuentas con el rol Dueño de equipo que todavía no tienen equipo."
          isDisabled={owners.status !== 'success'}
          placeholder={ownerPlaceholder[owners.status]}
          options={owners.options}
          {...form.select('owner_id')}
        />
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Crear equipo
          </Button>
          <ButtonLink href={appHref(href('teams'))} variant="secondary">
            Cancelar
          </ButtonLink>
        </div>
      </ValidatedForm>
    </Page>
  );
}
