import { useLocation } from 'wouter';
import { changedFields } from '@contracts/core/partial';
import { teamInputSchema, type TeamDetail } from '@contracts/entities/teams';
import { formMessages } from '@contracts/messages';
import { teamsEndpoints, teamCreateForOwnerMessages } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage, refusalReason } from '@/lib/forms/failure-message';
import { useForm } from '@/lib/forms/use-form';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { useInstitutionOptions } from '../shared/use-institution-options';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { LoadError } from '@/ui/load-error';
import { TeamFields } from '../shared/team-fields';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { teamFormMessages as msg } from './team-admin-messages';
import * as s from './team-admin.css';

/**
 * An admin's edit of a team's name and club (PATCH /teams/{id} with only the changed fields,
 * SPEC §5); then the team's detail. A refusal shows at its field, with the values kept.
 */
export function TeamEditForm({ detail }: { detail: TeamDetail }) {
  const [, navigate] = useLocation();
  const clubs = useInstitutionOptions();
  const update = useEndpointMutation(teamsEndpoints.update);
  const teamId = detail.team.id;
  const original = { name: detail.team.name, institution_id: detail.institution.id };
  const form = useForm({
    schema: teamInputSchema,
    initialValues: original,
    describeInvalid: (_, { name, institution_id }) => (name.trim() === '' || institution_id === null ? formMessages.fillRequired : undefined),
    onSubmit: async (edited) => {
      const changes = changedFields(original, edited);
      if (!changes) {
        toast.info(formMessages.noChanges);
        return;
      }
      const res = await update.call({ params: { id: teamId }, body: changes });
      if (res.ok) {
        toast.success(msg.updated);
        navigate(appHref(href('teamView', { id: teamId })));
        return;
      }
      toast.error(failureMessage(res, { retry: msg.updateError }));
      const reason = refusalReason(res);
      if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
      else if (res.statusCode === 404 && reason === teamCreateForOwnerMessages.clubNotFound) form.setFieldErrors({ institution_id: reason });
      else if (reason) form.failSubmit(reason);
    },
  });

  return (
    <>
      {clubs.status === 'error' && <LoadError className={s.stack} message={msg.initialDataError} onRetry={clubs.reload} />}
      <ValidatedForm form={form} className={s.form} aria-label="Datos del equipo">
        <TeamFields name={form.field('name')} club={form.select('institution_id')} clubs={clubs} />
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Guardar
          </Button>
          <ButtonLink href={appHref(href('teamView', { id: teamId }))} variant="secondary">
            Cancelar
          </ButtonLink>
        </div>
      </ValidatedForm>
    </>
  );
}
