import { useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { MemberCreated } from '@contracts/entities/members';
import { TEAM_SIZE, type TeamDetail } from '@contracts/entities/teams';
import { membersEndpoints } from '@contracts/members';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { PageHeading } from '@/lib/routing/page-heading';
import { positiveId } from '@/lib/routing/route-id';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { CredentialsPanel, type OneTimeCredentials } from '@/ui/credentials-panel';
import { ErrorBanner } from '@/ui/error-banner';
import { LeaveGuard } from '@/ui/leave-guard';
import { MemberForm, type MemberFormData } from '../shared/member-form';
import type { SavedMember } from '../shared/save-member';
import { QueryView } from '@/ui/query-view';
import { participantsMessages as msg } from './participants-messages';
import { useTeamHelmsman } from './use-team-helmsman';
import * as s from './participants-admin.css';

const credentialsOf = (created: MemberCreated): OneTimeCredentials => ({
  id: created.id,
  name: `${created.personal_info.first_name} ${created.personal_info.last_name}`,
  username: created.user.username,
  password: created.user.password,
});

const teamLink = (teamId: number) => (
  <ButtonLink href={appHref(href('teamView', { id: teamId }))} variant="secondary">
    Volver al equipo
  </ButtonLink>
);

/** No team to add to: the address lacks a valid teamId, or the server does not know it (SPEC §8). */
function TeamNotFound() {
  return (
    <div className={s.stack}>
      <ErrorBanner message={msg.teamIdMissing} persistent />
      <ButtonLink href={appHref(href('teamMembers'))} variant="secondary">
        Volver a los participantes
      </ButtonLink>
    </div>
  );
}

/**
 * SPEC §2 /dashboard/team-members/add?teamId: an admin adds a member to the team with the
 * SPEC §5 member form plus a role (primary or invited user, primary by default). Each new
 * account's username and password are shown once; the form stays for the next member while
 * the team has room.
 */
export default function MemberAddPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const teamId = positiveId(params.get('teamId'));
  const detail = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: teamId ?? 0 } }, { enabled: teamId !== null });
  const [created, setCreated] = useState<MemberCreated[]>([]);

  return (
    <div className={s.narrowPage}>
      <PageHeading title={detail.data ? `${title}: ${detail.data.team.name}` : title} />
      {created.length > 0 && (
        <CredentialsPanel
          entries={created.map(credentialsOf)}
          title={created.length === 1 ? 'Credenciales del nuevo participante' : 'Credenciales de los nuevos participantes'}
          onDismiss={() => setCreated([])}
        >
          <p>
            <strong>Se muestran una sola vez.</strong> Copiá el usuario y la contraseña y entregáselos a cada participante: después no vas a
            poder volver a verlos. Con ellos, cada uno ingresa y activa su cuenta.
          </p>
        </CredentialsPanel>
      )}
      <QueryView
        query={detail}
        loadingLabel="Cargando el equipo…"
        errorMessage={msg.teamLoadError}
        errorClassName={s.stack}
        notFound={{ show: <TeamNotFound /> }}
        isMissing={teamId === null}
      >
        {(loaded) => <AddToTeam detail={loaded} onCreated={(c) => setCreated((shown) => [...shown, c])} />}
      </QueryView>
      <LeaveGuard
        when={created.length > 0}
        title="¿Salir sin guardar las credenciales?"
        message="Las credenciales de los nuevos participantes se muestran una sola vez. Si salís de esta página no vas a poder volver a verlas."
        confirmLabel="Salir de la página"
        cancelLabel="Quedarme"
      />
    </div>
  );
}

function AddToTeam({ detail, onCreated }: { detail: TeamDetail; onCreated: (created: MemberCreated) => void }) {
  const teamId = detail.team.id;
  const { call: register } = useEndpointMutation(membersEndpoints.registerAdmin);
  const create = useCallback(
    ({ role_id, ...fields }: MemberFormData) => register({ body: { ...fields, team_id: teamId, role_id: role_id! } }),
    [register, teamId],
  );
  const otherHelmsman = useTeamHelmsman(detail.members.map((m) => m.user_id));
  // A new form (empty, focused) after each member added.
  const [formKey, setFormKey] = useState(0);
  const onSaved = (saved: SavedMember) => {
    if (saved.kind === 'created') onCreated(saved.created);
    setFormKey((k) => k + 1);
  };

  if (detail.members.length >= TEAM_SIZE) {
    return (
      <div className={s.stack}>
        <p className={s.lead}>El equipo ya tiene {TEAM_SIZE} miembros: no admite otro participante.</p>
        {teamLink(teamId)}
      </div>
    );
  }
  return (
    <MemberForm
      key={formKey}
      member={null}
      otherHelmsman={otherHelmsman}
      create={create}
      onSaved={onSaved}
      withRole
      focusOnMount={formKey === 0}
      title={`Nuevo participante (${detail.members.length}/${TEAM_SIZE} en el equipo)`}
      cancel={teamLink(teamId)}
    />
  );
}
