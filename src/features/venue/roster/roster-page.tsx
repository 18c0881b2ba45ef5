import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { Page } from '@/ui/page';
import { Button } from '@/ui/button';
import { DataTable } from '@/ui/data-table';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { rosterColumns } from './roster-columns';
import { RosterPrint } from './roster-print';
import * as s from './roster.css';

export const rosterTexts = {
  loading: 'Cargando la planilla…',
  loadError: 'No se pudo cargar la planilla de control. Intentá de nuevo.',
  empty: 'Todavía no hay equipos aceptados en la competencia actual.',
  print: 'Imprimir planilla',
  search: 'Buscar en la planilla',
} as const;

/**
 * The whole list on paper, rendered only around printing (the browser's own Print too):
 * 5,000 rows kept in the document would slow every search on screen.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // flushSync: the browser lays the page out for print right after this event.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * Venue mode (issue 23): the control desk's roster of the current competition's accepted
 * teams, searchable and printable, and kept on the device to open without signal.
 */
export default function RosterPage({ title }: { title: string }) {
  const roster = useEndpointQuery(teamsEndpoints.getRoster);
  const printing = usePrinting();

  const body = (() => {
    if (roster.isLoadingError) return <LoadError message={failureMessage(roster.error, { retry: rosterTexts.loadError })} onRetry={() => void roster.refetch()} />;
    if (!roster.data) return <LoadingView label={rosterTexts.loading} queries={[roster]} />;
    return (
      <>
        <SavedDataNotice queries={[roster]} />
        {roster.data.length > 0 ? (
          <div className={s.actions}>
            <Button variant="secondary" onPress={() => window.print()}>
              {rosterTexts.print}
            </Button>
          </div>
        ) : null}
        <div className={s.onScreen}>
          <DataTable
            label="Equipos aceptados"
            columns={rosterColumns}
            rows={roster.data}
            search={{ label: rosterTexts.search }}
            emptyText={rosterTexts.empty}
            initialSort={{ column: 'numero', direction: 'ascending' }}
            csvFileName="planilla-de-control"
            pageSize={25}
          />
        </div>
        {printing ? <RosterPrint teams={roster.data} /> : null}
      </>
    );
  })();

  return (
    <Page title={title} className={s.page}>
      {body}
    </Page>
  );
}
