import { href } from '@/lib/routing/routes';
import { Panel } from '@/ui/panel';
import { isTransferActionable } from './payment-details';
import { PaymentView } from './payment-view';
import { TransferDecisionForm } from './transfer-decision-form';

/**
 * SPEC §2 /dashboard/pending-transfers/view/{id} ({id} is the payment's): the transfer and,
 * while it and its payment are pending, the decision form (SPEC §4).
 */
export default function PendingTransferPage({ title }: { title: string }) {
  return (
    <PaymentView
      title={title}
      back={{ href: href('pendingTransfers'), label: 'Volver a transferencias a confirmar' }}
      actions={(payment) =>
        isTransferActionable(payment) && payment.transfer ? (
          <Panel title="Confirmar o rechazar">
            <TransferDecisionForm transferId={payment.transfer.transfer_payment_id} />
          </Panel>
        ) : (
          <Panel title="Transferencia procesada">Esta transferencia ya no espera una decisión.</Panel>
        )
      }
    />
  );
}
