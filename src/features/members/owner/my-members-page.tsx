import { useCallback, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { can, isOwnerRole } from '@/lib/access/policy';
import type { Member, MemberCreated } from '@contracts/entities/members';
import { TEAM_SIZE } from '@contracts/entities/teams';
import { membersEndpoints } from '@contracts/members';
import { useEndpointQuery } from '@/api/query';
import { HashLink } from '@/lib/routing/hash-link';
import { parseHashView, setLocationHash, useLocationHash } from '@/lib/routing/location-hash';
import { Page } from '@/ui/page';
import { sessionUser } from '@/lib/session/session';
import { isKnownOwner, NOT_OWNER_NOTE, useTeamOwnership } from '@/lib/team/team-ownership';
import { QueryView } from '@/ui/query-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { MemberEdit } from './member-edit';
import { MemberForm } from '../shared/member-form';
import { MembersList } from './members-list';
import { CredentialsWhatsApp } from './credentials-whatsapp';
import { useRegisterOwnMember, type RegisterOwnMember } from './register-own-member';
import { membersMessages } from '../shared/member-messages';
import { RemoveMemberDialog } from '../shared/remove-member-dialog';
import type { SavedMember } from '../shared/save-member';
import * as s from './members.css';
import { CredentialsPanel, type OneTimeCredentials } from '@/ui/credentials-panel';
import { LeaveGuard } from '@/ui/leave-guard';
import { NoTeamPanel } from '@/lib/team/no-team-panel';

/** What the one-time panel shows of a member just added. */
const credentialsOf = (created: MemberCreated): OneTimeCredentials => ({
  id: created.id,
  name: `${created.personal_info.first_name} ${created.personal_info.last_name}`,
  username: created.user.username,
  password: created.user.password,
});

/** '#edit=12' → 12; anything else → null. */
const editedUserId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * SPEC §2 /dashboard/my-members: the team's members. The owner adds (#create), edits
 * (#edit={userId}) and removes them and sees each new member's credentials once; a member
 * (role 4), or an account with the owner role on a team it does not own, reads the list.
 * Who owns the team comes from GET /teams (docs/decisions/0009), not from the role.
 */
export default function MyMembersPage({ title }: { title: string }) {
  useSignals();
  const user = sessionUser.value;
  const hasTeam = Boolean(user?.teamId);
  // Saves and removals invalidate this list: it refreshes without being asked.
  const list = useEndpointQuery(membersEndpoints.list, {}, { enabled: hasTeam });
  const ownership = useTeamOwnership(user);
  const register = useRegisterOwnMember();
  // The phone typed for each member just added, by membership id: the create's answer does not
  // repeat it, and the WhatsApp message with the credentials goes to it (issue 22).
  const [phones, setPhones] = useState<ReadonlyMap<number, string>>(new Map());
  const create = useCallback<RegisterOwnMember>(
    async (data) => {
      const res = await register(data);
      if (res.ok) setPhones((known) => new Map(known).set(res.data.id, data.primary_phone_number));
      return res;
    },
    [register],
  );
  const { view, value } = parseHashView(useLocationHash());
  const [created, setCreated] = useState<MemberCreated[]>([]);
  const [removing, setRemoving] = useState<Member | null>(null);
  // Bumped when a form closes, the credentials are dismissed or a member is removed: what had
  // focus is gone, so the list takes it (MembersList).
  const [listFocusRequest, setListFocusRequest] = useState(0);
  const requestListFocus = () => setListFocusRequest((n) => n + 1);
  const [previousView, setPreviousView] = useState(view);
  if (previousView !== view) {
    setPreviousView(view);
    if (view === '') requestListFocus();
  }

  // The add form stays open once it had room, even when the list it refetched after a lost
  // answer reads 3 of 3: sent again with the same values it carries the same Idempotency-Key,
  // and the server's replay brings the new member's one-time credentials (issue 19).
  const hadRoom = list.data !== undefined && list.data.length < TEAM_SIZE;
  const [addOpenedWithRoom, setAddOpenedWithRoom] = useState(false);
  if (view !== 'create' && addOpenedWithRoom) setAddOpenedWithRoom(false);
  if (view === 'create' && hadRoom && !addOpenedWithRoom) setAddOpenedWithRoom(true);

  if (!user) return null;
  const isOwner = isKnownOwner(ownership);
  const ownerId = ownership.status === 'known' ? ownership.ownerId : null;

  const onSaved = (saved: SavedMember) => {
    if (saved.kind === 'created') setCreated((shown) => [...shown, saved.created]);
    setLocationHash('', { replace: true });
  };

  const content = () => {
    if (!hasTeam) {
      return <NoTeamPanel reason="Los miembros se agregan a un equipo." canCreate={can(user, 'createTeam')} />;
    }
    return (
      <QueryView
        query={list}
        // Both, so the owner's controls do not appear after the list (nor a reader's vanish).
        isWaiting={ownership.status === 'loading'}
        loadingLabel="Cargando los miembros…"
        errorMessage={membersMessages.listError}
        errorClassName={s.actions}
      >
        {teamMembers}
      </QueryView>
    );
  };

  const teamMembers = (members: Member[]) => {
    const editId = editedUserId(value);
    if (isOwner && view === 'create' && (members.length < TEAM_SIZE || addOpenedWithRoom)) {
      return (
        <MemberForm
          member={null}
          otherHelmsman={members.find((m) => m.is_helmsman)}
          create={create}
          onSaved={onSaved}
          cancel={
            <HashLink hash="" variant="secondary">
              Cancelar
            </HashLink>
          }
        />
      );
    }
    if (isOwner && view === 'edit' && editId !== null) {
      return (
        <MemberEdit
          key={editId}
          userId={editId}
          otherHelmsman={members.find((m) => m.is_helmsman && m.user_id !== editId)}
          onSaved={onSaved}
        />
      );
    }
    return (
      <>
        {!isOwner && isOwnerRole(user.roleId) && <p className={s.lead}>{NOT_OWNER_NOTE}</p>}
        <MembersList
          members={members}
          canManage={isOwner}
          ownerId={ownerId}
          currentUserId={user.id}
          onRemove={setRemoving}
          focusRequest={listFocusRequest}
        />
      </>
    );
  };

  return (
    <Page title={title} className={s.page}>
      {/* Offline (venue mode): the members as this device last saw them, and how old they are. */}
      <SavedDataNotice queries={[list]} />
      {created.length > 0 && (
        <CredentialsPanel
          entries={created.map(credentialsOf)}
          title={created.length === 1 ? 'Credenciales del nuevo miembro' : 'Credenciales de los nuevos miembros'}
          entryActions={(entry) => <CredentialsWhatsApp entry={entry} phone={phones.get(Number(entry.id)) ?? null} />}
          onDismiss={() => {
            setCreated([]);
            requestListFocus();
          }}
        >
          <p>
            <strong>Se muestran una sola vez.</strong> Copiá el usuario y la contraseña y compartilos con cada miembro ahora: después no vas
            a poder volver a verlos. Con ellos, cada miembro ingresa y activa su cuenta.
          </p>
        </CredentialsPanel>
      )}
      {content()}
      <RemoveMemberDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={requestListFocus}
      />
      <LeaveGuard
        when={created.length > 0}
        title="¿Salir sin guardar las credenciales?"
        message="Las credenciales de los nuevos miembros se muestran una sola vez. Si salís de esta página no vas a poder volver a verlas."
        confirmLabel="Salir de la página"
        cancelLabel="Quedarme"
      />
    </Page>
  );
}
