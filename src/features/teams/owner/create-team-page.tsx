import { Link, useLocation } from 'wouter';
import { teamInputSchema } from '@contracts/entities/teams';
import { formMessages } from '@contracts/messages';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { useForm } from '@/lib/forms/use-form';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { startSession } from '@/lib/session/session';
import { appHref } from '@/lib/routing/navigation';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { ClubsLoadError } from './clubs-load-error';
import { failureMessage } from '@/lib/forms/failure-message';
import { PendingClubRequestNotice } from './pending-club-request-notice';
import { TeamFields } from '../shared/team-fields';
import { useInstitutionOptions } from '../shared/use-institution-options';
import { usePendingClubRequest } from './use-pending-club-request';
import * as s from './team.css';
import { teamsApiMessages } from '@contracts/teams-messages';
import * as failureMessages from '@/api/failure-messages';

const CREATE_ERROR = failureMessages.teams.create;
const CREATE_RETRY_ERROR = failureMessages.teams.createRetry;

/**
 * SPEC §2 create-team: the owner names the team and picks the club. The answer carries new
 * tokens whose teamId claim opens the team screens, so they replace the session's.
 */
export default function CreateTeamPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const clubs = useInstitutionOptions();
  const clubRequest = usePendingClubRequest();
  const createTeam = useEndpointMutation(teamsEndpoints.create);
  const form = useForm({
    schema: teamInputSchema,
    initialValues: { name: '', institution_id: null },
    describeInvalid: (_, { name, institution_id }) =>
      name.trim() === '' || institution_id === null ? formMessages.fillRequired : undefined,
    onSubmit: async (team) => {
      const res = await createTeam.call({ body: team });
      if (!res.ok) {
        if (res.fieldErrors) form.setFieldErrors(res.fieldErrors);
        // A club request filed meanwhile (422): show the notice that explains the block.
        if (res.statusCode === 422) clubRequest.reload();
        toast.error(failureMessage(res, { retry: CREATE_RETRY_ERROR, fallback: CREATE_ERROR }));
        return;
      }
      startSession(res.data);
      toast.success(teamsApiMessages.created);
      navigate(appHref(href('myTeam')));
    },
  });

  return (
    <Page title={title} className={s.page}>
      <p className={s.lead}>Elegí el nombre del equipo y la barra pesquera a la que representa.</p>
      {clubRequest.isPending && <PendingClubRequestNotice action="crear" />}
      {clubs.status === 'error' && <ClubsLoadError onRetry={clubs.reload} />}
      <ValidatedForm form={form} className={s.form}>
        <TeamFields
          name={form.field('name')}
          club={form.select('institution_id')}
          clubs={clubs}
          isDisabled={clubRequest.isPending}
        />
        {/* A pending request also blocks asking for another club (SPEC §4). */}
        {!clubRequest.isPending && (
          <Link href={appHref(href('requestInstitution'))} className={s.textLink}>
            ¿No encontrás tu barra pesquera? Solicitala
          </Link>
        )}
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending} isDisabled={clubRequest.isLoading || clubRequest.isPending}>
            Crear equipo
          </Button>
        </div>
      </ValidatedForm>
    </Page>
  );
}
