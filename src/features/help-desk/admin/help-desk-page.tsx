import { useMemo } from 'react';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { useEndpointQuery } from '@/api/query';
import { DataTable } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { helpDeskMessages } from './help-desk-messages';
import { pendingFirst, ticketColumns, ticketHref } from './ticket-columns';

/** SPEC §2 /dashboard/help-desk: every help request, pending first; each row links to its detail. */
export default function HelpDeskPage({ title }: { title: string }) {
  const tickets = useEndpointQuery(helpDeskEndpoints.list);
  const rows = useMemo(() => pendingFirst(tickets.data ?? []), [tickets.data]);
  return (
    <ListPage title={title} query={tickets} errorMessage={helpDeskMessages.listLoadError}>
      <DataTable
        label="Solicitudes de ayuda"
        noun={{ one: 'solicitud', other: 'solicitudes' }}
        columns={ticketColumns}
        rows={rows}
        isLoading={tickets.isPending}
        search={{ placeholder: 'Título, solicitante…' }}
        emptyText="No hay solicitudes de ayuda."
        rowHref={ticketHref}
        csvFileName="solicitudes-de-ayuda"
      />
    </ListPage>
  );
}
