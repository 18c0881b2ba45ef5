import { useEffect, useRef, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { can, isOwnerRole } from '@/lib/access/policy';
import type { Team } from '@contracts/entities/teams';
import { HashLink } from '@/lib/routing/hash-link';
import { setLocationHash, useLocationHash } from '@/lib/routing/location-hash';
import { Page } from '@/ui/page';
import { sessionUser } from '@/lib/session/session';
import { NOT_OWNER_NOTE, ownsTeam } from '@/lib/team/team-ownership';
import { NoTeamPanel } from '@/lib/team/no-team-panel';
import { useOwnTeam } from '@/lib/team/team-readings';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { Spinner } from '@/ui/spinner';
import { failureMessage } from '@/lib/forms/failure-message';
import { FamilyCategoryToggle } from './family-category-toggle';
import { PendingClubRequestNotice } from './pending-club-request-notice';
import { TeamEditForm } from './team-edit-form';
import { TeamFacts } from './team-facts';
import { usePendingClubRequest } from './use-pending-club-request';
import * as s from './team.css';
import * as failureMessages from '@/api/failure-messages';

export const LOAD_ERROR = failureMessages.teams.detail;

/**
 * SPEC §2 team screen: name, club and categories. The owner edits them under #edit and
 * switches the family category; a member reads the same data with no controls. The owner is
 * the team's owner_id, not any account with the owner role (docs/decisions/0009).
 */
export default function MyTeamPage({ title }: { title: string }) {
  useSignals();
  const user = sessionUser.value;
  // An owner without a team has nothing to read (GET /teams would answer 404): the panel says why.
  const hasTeam = Boolean(user?.teamId);
  // Saves and the family toggle invalidate this read: the page always shows the cache.
  const query = useOwnTeam({ enabled: hasTeam });

  const body = (team: Team) => {
    if (ownsTeam(user, team)) return <OwnerView team={team} />;
    return (
      <>
        {isOwnerRole(user?.roleId) && <p className={s.lead}>{NOT_OWNER_NOTE}</p>}
        <TeamPanel team={team} />
      </>
    );
  };

  return (
    <Page title={title} className={s.page}>
      {!hasTeam ? (
        <NoTeamPanel reason="Acá vas a ver el nombre, la barra pesquera y las categorías de tu equipo." canCreate={can(user, 'createTeam')} />
      ) : (
        <>
          {/* Offline (venue mode): the team as this device last saw it, and how old that is. */}
          <SavedDataNotice queries={[query]} />
          <QueryView
            query={query}
            loadingLabel="Cargando el equipo…"
            errorMessage={(error) => failureMessage(error, { retry: LOAD_ERROR })}
            errorClassName={s.actions}
          >
            {body}
          </QueryView>
        </>
      )}
    </Page>
  );
}

function TeamPanel({ team, actions }: { team: Team; actions?: ReactNode }) {
  return (
    <Panel title="Datos del equipo" actions={actions}>
      <TeamFacts team={team} />
    </Panel>
  );
}

function OwnerView({ team }: { team: Team }) {
  const clubRequest = usePendingClubRequest();
  const isEditing = useLocationHash() === 'edit';
  const canEdit = !clubRequest.isLoading && !clubRequest.isPending;
  const editLink = useRef<HTMLSpanElement>(null);
  const wasEditing = useRef(isEditing);

  // Back from the form (save, cancel or the browser's back): focus returns to 'Editar'.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editLink.current?.querySelector('a')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const leaveEdit = () => setLocationHash('', { replace: true });

  return (
    <>
      {clubRequest.isPending && <PendingClubRequestNotice action="editar" />}
      {isEditing && clubRequest.isLoading ? (
        <Spinner label="Cargando…" />
      ) : isEditing && canEdit ? (
        <Panel title="Editar equipo">
          <TeamEditForm team={team} onSaved={leaveEdit} onCancel={leaveEdit} />
        </Panel>
      ) : (
        <TeamPanel
          team={team}
          actions={
            canEdit && (
              <span ref={editLink}>
                <HashLink hash="edit" variant="secondary" size="sm">
                  Editar
                </HashLink>
              </span>
            )
          }
        />
      )}
      <Panel title="Categoría familia">
        <FamilyCategoryToggle team={team} />
      </Panel>
    </>
  );
}
