import type { PaymentDetail, TransferPaymentDetails } from '@contracts/entities/payments';
import { formatDateTime, formatMoney } from '@/lib/format/format';
import { Panel } from '@/ui/panel';
import * as s from './payments-admin.css';

export type TransferToMatch = PaymentDetail & { transfer: TransferPaymentDetails };

/**
 * Side by side, what the admin looks for in the bank statement before deciding: the reference
 * the owner was told to write (the registration number, issue 10), the sender and CUIT/CUIL, the
 * amount the team declared ('declarado': nobody confirmed it yet) and when it was reported.
 * The contract carries no bank, account or transfer date of the sender's, so none is shown.
 */
export function TransferMatch({ payment }: { payment: TransferToMatch }) {
  const t = payment.transfer;
  const facts: [term: string, value: string][] = [
    ['Referencia (N.º de inscripción)', payment.registration_number === null ? '—' : String(payment.registration_number)],
    ['Monto declarado', formatMoney(payment.payment_attempt_amount)],
    ['Remitente', `${t.sender_first_name} ${t.sender_last_name}`],
    ['CUIT/CUIL', t.sender_cuit],
    ['Informada el', formatDateTime(payment.payment_created_at)],
    ['Equipo', payment.team_name],
  ];
  return (
    <Panel title="Para comparar con el extracto">
      <p className={s.lead}>Buscá en el extracto bancario una transferencia con estos datos. Confirmala solo si coinciden.</p>
      <dl className={s.match}>
        {facts.map(([term, value]) => (
          <div key={term} className={s.matchItem}>
            <dt className={s.matchTerm}>{term}</dt>
            <dd className={s.matchValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
