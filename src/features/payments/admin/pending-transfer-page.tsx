import { href } from '@/lib/routing/routes';
import { Panel } from '@/ui/panel';
import { transferToDecide } from './payment-details';
import { PaymentView } from './payment-view';
import { TransferDecisionForm } from './transfer-decision-form';
import { TransferMatch } from './transfer-match';

/**
 * SPEC §2 /dashboard/pending-transfers/view/{id} ({id} is the payment's): while the transfer
 * and its payment are pending (SPEC §4), what to match against the bank statement and the two
 * decisions; once decided, back to this list, which no longer shows it.
 */
export default function PendingTransferPage({ title }: { title: string }) {
  const list = href('pendingTransfers');
  return (
    <PaymentView
      title={title}
      back={{ href: list, label: 'Volver a transferencias a confirmar' }}
      actions={(payment, reload) => {
        const transfer = transferToDecide(payment);
        if (!transfer) return <Panel title="Transferencia procesada">Esta transferencia ya no espera una decisión.</Panel>;
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
