import { href } from '@/lib/routing/routes';
import { CashDecision } from './cash-decision';
import { isCashAwaitingReceipt, isTransferActionable } from './payment-details';
import { PaymentView } from './payment-view';
import { TransferDecisionForm } from './transfer-decision-form';
import { Panel } from '@/ui/panel';

/** SPEC §2 /dashboard/payments/view/{id}: general info, the method's details, back to payments. */
export default function PaymentDetailPage({ title }: { title: string }) {
  return (
    <PaymentView
      title={title}
      back={{ href: href('payments'), label: 'Volver a pagos' }}
      actions={(payment) => {
        if (isCashAwaitingReceipt(payment)) return <CashDecision paymentId={payment.payment_id} />;
        if (isTransferActionable(payment) && payment.transfer)
          return (
            <Panel title="Confirmar o rechazar">
              <TransferDecisionForm transferId={payment.transfer.transfer_payment_id} />
            </Panel>
          );
        return null;
      }}
    />
  );
}
