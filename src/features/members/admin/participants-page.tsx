import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { membersEndpoints } from '@contracts/members';
import { useEndpointQuery } from '@/api/query';
import { CurrentCompetitionCaption } from '@/lib/competitions/current-competition';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { DataTable, type RowAction } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { RemoveMemberDialog } from '../shared/remove-member-dialog';
import { participantColumns, withTeamSizes, type ParticipantRow } from './participant-columns';
import { editParticipantHref } from './participant-links';
import { participantsMessages as msg } from './participants-messages';
import * as s from './participants-admin.css';

/** SPEC §4: an account not activated yet shows no edit or removal. */
const notActivated = (p: ParticipantRow) => p.user_status === 'registered';

/**
 * SPEC §2 /dashboard/team-members (Participantes): every member of the current competition's
 * teams with their team, searchable and filterable, with CSV. Each row opens its team (where
 * members are added), edits the member or removes them after a confirmation.
 */
export default function ParticipantsPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const list = useEndpointQuery(membersEndpoints.list);
  const rows = useMemo(() => withTeamSizes(list.data ?? []), [list.data]);
  const [removing, setRemoving] = useState<ParticipantRow | null>(null);
  const rowActions = useMemo<RowAction<ParticipantRow>[]>(
    () => [
      { label: 'Ver equipo', onAction: (p) => navigate(appHref(href('teamView', { id: p.team_id }))) },
      { label: 'Editar', onAction: (p) => navigate(editParticipantHref(p.user_id, p.team_id)), isHidden: notActivated },
      { label: 'Quitar', variant: 'danger', onAction: setRemoving, isHidden: notActivated },
    ],
    [navigate],
  );
  return (
    <>
      <ListPage
        printCaption={<CurrentCompetitionCaption />}
        title={title}
        intro={<p className={s.lead}>Los participantes se agregan desde su equipo: «Ver equipo» y luego «Agregar participante».</p>}
        query={list}
        errorMessage={(error) => (error.statusCode === 404 ? error.message : msg.listError)}
      >
        <DataTable
          label="Participantes"
          noun={{ one: 'participante', other: 'participantes' }}
          columns={participantColumns}
          rows={rows}
          isLoading={list.isPending}
          search={{ placeholder: 'Nombre, usuario, DNI, equipo…' }}
          emptyText="La competencia actual no tiene participantes."
          rowActions={rowActions}
          initialSort={{ column: 'nombre', direction: 'ascending' }}
          csvFileName="participantes"
        />
      </ListPage>
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} onRemoved={() => undefined} />
    </>
  );
}
