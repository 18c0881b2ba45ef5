import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { HelpTicket } from '@contracts/entities/help-desk';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { DataTable, type RowAction } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { helpDeskMessages } from './help-desk-messages';
import { pendingFirst, ticketColumns } from './ticket-columns';

/** SPEC §2 /dashboard/help-desk: every help request, pending first; each opens its detail. */
export default function HelpDeskPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const tickets = useEndpointQuery(helpDeskEndpoints.list);
  const rows = useMemo(() => pendingFirst(tickets.data ?? []), [tickets.data]);
  const rowActions = useMemo<RowAction<HelpTicket>[]>(
    () => [{ label: 'Ver', onAction: (t) => navigate(appHref(href('helpDeskView', { id: t.id }))) }],
    [navigate],
  );
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
        rowActions={rowActions}
        csvFileName="solicitudes-de-ayuda"
      />
    </ListPage>
  );
}
