import type { Payment } from '@contracts/entities/payments';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointQuery } from '@/api/query';
import { CurrentCompetitionCaption } from '@/lib/competitions/current-competition';
import {
  cardRefundReasonLabels,
  cardRefundStatusLabels,
  labelOptions,
  paymentStatusLabels,
  paymentStatusTone,
  paymentToDoLabels,
  paymentTypeLabels,
  providerStatusLabels,
} from '@/lib/labels/payment-labels';
import { href } from '@/lib/routing/routes';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { paymentsAdminMessages as msg } from './payments-admin-messages';

const columns: DataTableColumn<Payment>[] = [
  { id: 'equipo', header: 'Equipo', value: (p) => p.team_name, isRowHeader: true },
  { id: 'inscripcion', header: 'N.º de inscripción', value: (p) => p.registration_number, kind: 'id' },
  // The registration number is the reference admins match; the team number waits in the row's detail.
  { id: 'numero', header: 'N.º de equipo', value: (p) => p.team_number, kind: 'id', onScreen: false },
  {
    id: 'medio',
    header: 'Medio',
    value: (p) => paymentTypeLabels[p.payment_type],
    filter: { options: labelOptions(paymentTypeLabels), value: (p) => p.payment_type },
  },
  {
    id: 'estado',
    header: 'Estado',
    value: (p) => paymentStatusLabels[p.payment_status],
    cell: (p) => <Badge tone={paymentStatusTone[p.payment_status]}>{paymentStatusLabels[p.payment_status]}</Badge>,
    filter: { options: labelOptions(paymentStatusLabels), value: (p) => p.payment_status },
  },
  { id: 'monto', header: 'Monto', value: (p) => p.payment_amount, kind: 'money' },
  { id: 'fecha', header: 'Fecha', value: (p) => p.payment_created_at, kind: 'datetime' },
  // What Mercado Pago reported (issue 34): in the row's detail and the CSV, not on screen.
  { id: 'mp-id', header: 'ID de Mercado Pago', value: (p) => p.mercadopago_payment_id, onScreen: false },
  { id: 'mp-estado', header: 'Estado en Mercado Pago', value: (p) => (p.card?.provider_status ? providerStatusLabels[p.card.provider_status] : null), onScreen: false },
  { id: 'mp-detalle', header: 'Detalle del estado', value: (p) => p.card?.status_detail ?? null, onScreen: false },
  { id: 'mp-medio', header: 'Medio de pago (tarjeta)', value: (p) => p.card?.payment_method ?? null, onScreen: false },
  { id: 'mp-cuotas', header: 'Cuotas', value: (p) => p.card?.installments ?? null, onScreen: false },
  // A charge the registration could not take, returned to the payer (decision 0067).
  { id: 'mp-motivo', header: 'Motivo del rechazo', value: (p) => (p.card?.refund ? cardRefundReasonLabels[p.card.refund.reason] : null), onScreen: false },
  { id: 'mp-devolucion', header: 'Devolución', value: (p) => (p.card?.refund ? cardRefundStatusLabels[p.card.refund.status] : null), onScreen: false },
  // What the row waits for in the home's 'Para hacer': each of its links opens the list filtered here.
  {
    id: 'para-hacer',
    header: 'Para hacer',
    value: (p) => (p.to_do ? paymentToDoLabels[p.to_do] : null),
    filter: { options: labelOptions(paymentToDoLabels), value: (p) => p.to_do ?? '' },
    onScreen: false,
  },
];

/** SPEC §2 /dashboard/payments: the current competition's payments; each row opens view/{payment_id}. */
export default function PaymentsPage({ title }: { title: string }) {
  const payments = useEndpointQuery(paymentsEndpoints.list);
  return (
    <ListPage printCaption={<CurrentCompetitionCaption />} title={title} query={payments} errorMessage={msg.loadPaymentsError}>
      <DataTable
        label="Pagos"
        noun={{ one: 'pago', other: 'pagos' }}
        columns={columns}
        rows={payments.data ?? []}
        isLoading={payments.isPending}
        search={{}}
        emptyText="Todavía no hay pagos en la competencia actual."
        initialSort={{ column: 'fecha', direction: 'descending' }}
        csvFileName="pagos"
        rowHref={(p) => href('paymentView', { id: p.payment_id })}
      />
    </ListPage>
  );
}
