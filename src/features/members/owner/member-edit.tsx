import type { Member } from '@contracts/entities/members';
import { membersEndpoints } from '@contracts/members';
import { useEndpointQuery } from '@/api/query';
import { HashLink } from '@/lib/routing/hash-link';
import { ErrorBanner } from '@/ui/error-banner';
import { LoadingView } from '@/ui/loading-view';
import { MemberForm } from '../shared/member-form';
import { membersMessages } from '../shared/member-messages';
import type { SavedMember } from '../shared/save-member';
import { useRegisterOwnMember } from './register-own-member';
import * as s from './members.css';

export type MemberEditProps = {
  userId: number;
  otherHelmsman: Member | undefined;
  onSaved: (saved: SavedMember) => void;
};

const backLink = (
  <HashLink hash="" variant="secondary">
    Volver a los miembros
  </HashLink>
);

const cancelLink = (
  <HashLink hash="" variant="secondary">
    Cancelar
  </HashLink>
);

/** #edit={userId}: loads the member (SPEC §8 `failureMessages.members.detail`) and edits it. */
export function MemberEdit({ userId, otherHelmsman, onSaved }: MemberEditProps) {
  const member = useEndpointQuery(membersEndpoints.get, { params: { id: userId } });
  const create = useRegisterOwnMember();
  if (member.isPending) return <LoadingView label="Cargando los datos del miembro…" queries={[member]} />;
  if (member.isLoadingError) {
    return (
      <div className={s.actions}>
        <ErrorBanner message={member.error.statusCode === 404 ? member.error.message : membersMessages.memberError} persistent />
        {backLink}
      </div>
    );
  }
  if (member.data.user_status === 'registered') {
    return (
      <div className={s.actions}>
        <p className={s.warning}>
          <strong>{membersMessages.notActivated}.</strong> Sus datos se pueden editar cuando active la cuenta.
        </p>
        {backLink}
      </div>
    );
  }
  return <MemberForm key={member.data.user_id} member={member.data} otherHelmsman={otherHelmsman} create={create} onSaved={onSaved} cancel={cancelLink} />;
}
