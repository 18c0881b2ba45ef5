import { Link } from 'react-aria-components';
import { boatsEndpoints } from '@contracts/boats';
import { useEndpointQuery } from '@/api/query';
import { href } from '@/lib/routing/routes';
import { CurrentCompetitionCaption } from '@/lib/competitions/current-competition';
import { DataTable } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { boatColumns } from './boat-columns';
import { boatsAdminMessages as msg } from './boats-admin-messages';
import * as s from './boats-admin.css';

/**
 * SPEC §2 /dashboard/boats: the boats of the current competition's teams; a row opens its
 * edit screen. A boat is registered for a team, so creation starts from the team's detail.
 */
export default function BoatsPage({ title }: { title: string }) {
  const boats = useEndpointQuery(boatsEndpoints.list);
  return (
    <ListPage
      printCaption={<CurrentCompetitionCaption />}
      title={title}
      intro={
        <p className={s.lead}>
          Para registrar la embarcación de un equipo que todavía no tiene, abrí el equipo desde <Link href={href('teams')}>Equipos</Link>.
        </p>
      }
      query={boats}
      errorMessage={msg.listLoadError}
    >
      <DataTable
          label="Embarcaciones"
          noun={{ one: 'embarcación', other: 'embarcaciones' }}
          columns={boatColumns}
          rows={boats.data ?? []}
          isLoading={boats.isPending}
          search={{ placeholder: 'Nombre, matrícula, motor, equipo…' }}
          emptyText="Todavía no hay embarcaciones en la competencia actual."
          initialSort={{ column: 'nombre', direction: 'ascending' }}
          csvFileName="embarcaciones"
          rowHref={(b) => href('boatEdit', { id: b.boat_id })}
        />
    </ListPage>
  );
}
