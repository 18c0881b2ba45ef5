import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { can, isOwnerRole } from '@/lib/access/policy';
import { HashLink } from '@/lib/routing/hash-link';
import { setLocationHash, useLocationHash } from '@/lib/routing/location-hash';
import { Page } from '@/ui/page';
import { sessionUser } from '@/lib/session/session';
import { NOT_OWNER_NOTE, ownsTeam } from '@/lib/team/team-ownership';
import { useOwnTeam } from '@/lib/team/team-readings';
import { Panel } from '@/ui/panel';
import { LoadingView } from '@/ui/loading-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { BoatDetails } from './boat-details';
import { BoatForm } from './boat-form';
import { boatMessages } from './boat-messages';
import * as s from './boat.css';
import { LoadError } from '@/ui/load-error';
import { NoTeamPanel } from '@/lib/team/no-team-panel';

/**
 * SPEC §2 /dashboard/my-boat: the team's boat. The owner registers it (#create) and edits
 * it (#edit); a member (role 4), or an account with the owner role on a team it does not own
 * (docs/decisions/0009), reads it, with no form controls.
 */
export default function MyBoatPage({ title }: { title: string }) {
  useSignals();
  const user = sessionUser.value;
  const hasTeam = Boolean(user?.teamId);
  // The boat comes with the team; a save invalidates this read, so the cache has the new boat.
  const team = useOwnTeam({ enabled: hasTeam });
  const view = useLocationHash();
  // Right after a save the form is gone: the details take focus (UI state, not the boat).
  const [justSaved, setJustSaved] = useState(false);

  if (!user) return null;

  const content = () => {
    if (!hasTeam) {
      return <NoTeamPanel reason="La embarcación se registra para un equipo." canCreate={can(user, 'createTeam')} />;
    }
    if (team.isPending) return <LoadingView label="Cargando la embarcación…" queries={[team]} />;
    if (team.isLoadingError) {
      return (
        <LoadError className={s.actions} message={boatMessages.loadError} onRetry={() => void team.refetch()} />
      );
    }
    const boat = team.data.boat;
    const isOwner = ownsTeam(user, team.data);
    const note = !isOwner && isOwnerRole(user.roleId) ? <p className={s.lead}>{NOT_OWNER_NOTE}</p> : null;
    const onSaved = () => {
      setJustSaved(true);
      setLocationHash('', { replace: true });
    };

    if (isOwner && view === 'create' && !boat) return <BoatForm boat={null} onSaved={onSaved} />;
    if (isOwner && view === 'edit' && boat) return <BoatForm key={boat.id} boat={boat} onSaved={onSaved} />;
    if (boat) {
      return (
        <>
          {note}
          <BoatDetails
            boat={boat}
            takeFocus={justSaved}
            actions={
              isOwner ? (
                <HashLink hash="edit" variant="secondary">
                  Editar embarcación
                </HashLink>
              ) : undefined
            }
          />
        </>
      );
    }
    if (!isOwner) {
      return (
        <>
          {note}
          <Panel title={boatMessages.memberEmpty}>Cuando el dueño del equipo la registre, vas a verla acá.</Panel>
        </>
      );
    }
    return (
      <Panel title="Tu equipo todavía no tiene embarcación">
        <p>Registrá la embarcación con la que tu equipo va a competir: es uno de los pasos de la inscripción.</p>
        <div className={s.actions}>
          <HashLink hash="create">Registrar embarcación</HashLink>
        </div>
      </Panel>
    );
  };

  return (
    <Page title={title} className={s.page}>
      <SavedDataNotice queries={[team]} />
      {content()}
    </Page>
  );
}
