import { createRoot } from 'react-dom/client';
import type { TeamListRow } from '@contracts/entities/teams';
import { DataTable } from '@/ui/data-table';
import { UiProvider } from '@/ui/ui-provider';
import { teamListColumns } from '../../stories/support/team-list-table';
import { armProbe } from './probe';

/**
 * `npm run bench` page: the admins' team list of the large demo (rows.json, written by
 * scripts/bench.ts) in the real DataTable, production build, URL state on as in the app.
 */
const rows = (await (await fetch('./rows.json')).json()) as TeamListRow[];

createRoot(document.getElementById('root')!).render(
  <UiProvider>
    <main>
      <h1>Equipos</h1>
      <DataTable
        label="Equipos"
        columns={teamListColumns}
        rows={rows}
        search={{ placeholder: 'Equipo, barra o capitán' }}
        csvFileName="equipos"
      />
    </main>
  </UiProvider>,
);

Object.assign(window, { armProbe, benchRows: rows.length });
