import type { PendingTransfer } from '@contracts/entities/payments';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointQuery } from '@/api/query';
import { CurrentCompetitionCaption } from '@/lib/competitions/current-competition';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { paymentsAdminMessages as msg } from './payments-admin-messages';

const columns: DataTableColumn<PendingTransfer>[] = [
  { id: 'equipo', header: 'Equipo', value: (t) => t.team_name, isRowHeader: true },
  { id: 'inscripcion', header: 'N.º de inscripción', value: (t) => t.registration_number, kind: 'id' },
  { id: 'remitente', header: 'Remitente', value: (t) => `${t.sender_first_name} ${t.sender_last_name}` },
  { id: 'cuit', header: 'CUIT', value: (t) => t.sender_cuit, kind: 'id' },
  { id: 'monto', header: 'Monto', value: (t) => t.payment_amount, kind: 'money' },
  { id: 'fecha', header: 'Informada', value: (t) => t.transfer_created_at, kind: 'datetime' },
];

/**
 * SPEC §2 /dashboard/pending-transfers: the transfers waiting for an admin; each row opens its
 * detail, and 'Conciliar con el extracto' matches them all against the bank's file (issue 22).
 */
export default function PendingTransfersPage({ title }: { title: string }) {
  const transfers = useEndpointQuery(paymentsEndpoints.listPendingTransfers);
  return (
    <ListPage
      printCaption={<CurrentCompetitionCaption />}
      title={title}
      query={transfers}
      errorMessage={msg.loadTransfersError}
      actions={<ButtonLink href={appHref(href('pendingTransfersReconcile'))}>Conciliar con el extracto</ButtonLink>}
    >
      <DataTable
        label="Transferencias a confirmar"
        noun={{ one: 'transferencia', other: 'transferencias' }}
        columns={columns}
        rows={transfers.data ?? []}
        isLoading={transfers.isPending}
        search={{}}
        emptyText="No hay transferencias a confirmar."
        initialSort={{ column: 'fecha', direction: 'ascending' }}
        rowHref={(t) => href('pendingTransferView', { id: t.payment_id })}
      />
    </ListPage>
  );
}
