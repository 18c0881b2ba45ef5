import { useLocation, useParams, useSearchParams } from 'wouter';
import type { Member } from '@contracts/entities/members';
import { membersEndpoints } from '@contracts/members';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { positiveId } from '@/lib/routing/route-id';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { ErrorBanner } from '@/ui/error-banner';
import { MemberForm, type MemberFormData } from '../shared/member-form';
import { membersMessages } from '../shared/member-messages';
import { QueryView } from '@/ui/query-view';
import { participantsMessages as msg } from './participants-messages';
import { useTeamHelmsman } from './use-team-helmsman';
import * as s from './participants-admin.css';

/** Where the admin came from: the team when the address names it, else the participants list. */
const backHref = (teamId: number | null) => appHref(teamId === null ? href('teamMembers') : href('teamView', { id: teamId }));

/** The edit form never adds: an add reaching it would be a bug, so it is refused loudly. */
const noCreate = (_data: MemberFormData): never => {
  throw new Error('El formulario de edición no agrega miembros');
};

function Stopped({ message, teamId }: { message: string; teamId: number | null }) {
  return (
    <div className={s.stack}>
      <ErrorBanner message={message} persistent />
      <ButtonLink href={backHref(teamId)} variant="secondary">
        Volver
      </ButtonLink>
    </div>
  );
}

/**
 * SPEC §2 /dashboard/team-members/edit/{userId}?teamId: an admin edits a member with the SPEC
 * §5 form, sending only the changed fields, then goes back to the team (or the list). SPEC §8:
 * a bad id 'Error: ID de usuario no encontrado', an unknown member `membersApiMessages.notFound`,
 * any other failure `failureMessages.members.detail`.
 */
export default function MemberEditPage({ title }: { title: string }) {
  const { userId: rawUserId } = useParams<{ userId?: string }>();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const userId = positiveId(rawUserId);
  const teamId = positiveId(params.get('teamId'));
  const member = useEndpointQuery(membersEndpoints.get, { params: { id: userId ?? 0 } }, { enabled: userId !== null });
  // The team names the other members, so the form can warn that the helmsman role changes hands.
  const team = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: teamId ?? 0 } }, { enabled: teamId !== null });
  const otherHelmsman = useTeamHelmsman(team.data?.members.map((m) => m.user_id) ?? [], userId ?? undefined);

  const content = (loaded: Member) => {
    if (loaded.user_status === 'registered') {
      return (
        <div className={s.stack}>
          <p className={s.lead}>
            <strong>{membersMessages.notActivated}.</strong> Sus datos se pueden editar cuando active la cuenta.
          </p>
          <ButtonLink href={backHref(teamId)} variant="secondary">
            Volver
          </ButtonLink>
        </div>
      );
    }
    return (
      <MemberForm
        key={loaded.user_id}
        member={loaded}
        otherHelmsman={otherHelmsman}
        create={noCreate}
        onSaved={() => navigate(backHref(teamId))}
        cancel={
          <ButtonLink href={backHref(teamId)} variant="secondary">
            Cancelar
          </ButtonLink>
        }
      />
    );
  };

  return (
    <Page title={title} className={s.narrowPage}>
      {userId === null ? (
        <Stopped message={msg.userIdMissing} teamId={teamId} />
      ) : (
        <QueryView
          query={member}
          loadingLabel="Cargando los datos del miembro…"
          errorMessage={msg.memberLoadError}
          errorClassName={s.stack}
          notFound={{ show: <Stopped message={msg.memberNotFound} teamId={teamId} /> }}
        >
          {content}
        </QueryView>
      )}
    </Page>
  );
}
