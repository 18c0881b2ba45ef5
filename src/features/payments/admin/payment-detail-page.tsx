import { href } from '@/lib/routing/routes';
import { CashDecision } from './cash-decision';
import { isCashAwaitingReceipt, transferToDecide } from './payment-details';
import { PaymentView } from './payment-view';
import { TransferDecisionForm } from './transfer-decision-form';
import { TransferMatch } from './transfer-match';

/** SPEC §2 /dashboard/payments/view/{id}: general info, the method's details, back to payments. */
export default function PaymentDetailPage({ title }: { title: string }) {
  const list = href('payments');
  return (
    <PaymentView
      title={title}
      back={{ href: list, label: 'Volver a pagos' }}
      actions={(payment, reload) => {
        if (isCashAwaitingReceipt(payment)) return <CashDecision paymentId={payment.payment_id} />;
        const transfer = transferToDecide(payment);
        if (!transfer) return null;
        return (
          <>
            <TransferMatch payment={transfer} />
            <TransferDecisionForm payment={transfer} reload={reload} doneHref={list} />
          </>
        );
      }}
    />
  );
}
