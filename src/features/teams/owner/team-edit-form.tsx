import { useEffect, useRef } from 'react';
import { changedFields } from '@contracts/core/partial';
import { teamInputSchema, type Team } from '@contracts/entities/teams';
import { formMessages } from '@contracts/messages';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { ClubsLoadError } from './clubs-load-error';
import { failureMessage } from '@/lib/forms/failure-message';
import { TeamFields } from '../shared/team-fields';
import { useInstitutionOptions } from '../shared/use-institution-options';
import * as s from './team.css';
import { teamsApiMessages } from '@contracts/teams-messages';
import * as failureMessages from '@/api/failure-messages';

const UPDATE_ERROR = failureMessages.teams.updateRetry;

/**
 * The owner's edit of name and club (PATCH /teams with only the changed fields, SPEC §5).
 * The save invalidates the team: by `onSaved` the cache already holds the saved team.
 */
export function TeamEditForm({ team, onSaved, onCancel }: { team: Team; onSaved: () => void; onCancel: () => void }) {
  const clubs = useInstitutionOptions();
  const updateTeam = useEndpointMutation(teamsEndpoints.updateOwn);
  const frame = useRef<HTMLDivElement>(null);
  // The 'Editar' link that opened this view is gone: focus continues in the first field.
  useEffect(() => frame.current?.querySelector('input')?.focus(), []);
  const original = { name: team.name, institution_id: team.institution_id };
  const form = useForm({
    schema: teamInputSchema,
    initialValues: original,
    describeInvalid: (_, { name, institution_id }) =>
      name.trim() === '' || institution_id === null ? formMessages.fillRequired : undefined,
    onSubmit: async (edited) => {
      const changes = changedFields(original, edited);
      if (!changes) {
        toast.info(formMessages.noChanges);
        return;
      }
      const res = await updateTeam.call({ body: changes });
      if (!res.ok) {
        if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
        toast.error(failureMessage(res, { retry: UPDATE_ERROR }));
        return;
      }
      toast.success(teamsApiMessages.updated);
      onSaved();
    },
  });

  return (
    <div ref={frame} className={s.page}>
      {clubs.status === 'error' && <ClubsLoadError onRetry={clubs.reload} />}
      <ValidatedForm form={form} className={s.form} aria-label="Editar equipo">
        <TeamFields name={form.field('name')} club={form.select('institution_id')} clubs={clubs} />
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            Guardar
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isPending}>
            Cancelar
          </Button>
        </div>
      </ValidatedForm>
    </div>
  );
}
