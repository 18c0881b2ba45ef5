import { formatTransferAmount } from '@/lib/format/format';
import { whatsAppLink } from '@/lib/whatsapp/link';
import { CopyButton } from '@/ui/copy-button';
import { Panel } from '@/ui/panel';
import { WhatsAppLink } from '@/ui/whatsapp-link';
import { amountHolds, transferShareText, type TransferShareFacts } from './transfer-share';
import * as s from './transfer.css';

/**
 * Where to send the money (SPEC §2): amount without decimals and until when it holds, the
 * account's holder (checked before sending money, issue 31), alias, CVU/CBU and bank, each
 * copyable, and all of it shared by WhatsApp with the team (issue 22; the owner picks the chat).
 */
export function TransferDetails(facts: TransferShareFacts) {
  const { details, registrationNumber } = facts;
  const holds = amountHolds(facts.deadline, facts.next);
  const rows = [
    { term: 'Monto a transferir', value: formatTransferAmount(details.price), copy: String(details.price), label: 'monto', note: holds ? `Vale ${holds}.` : null },
    { term: 'Titular de la cuenta', value: details.account_holder, copy: details.account_holder, label: 'titular' },
    { term: 'Alias', value: details.transfer_alias, copy: details.transfer_alias, label: 'alias' },
    { term: 'CVU/CBU', value: details.cvu_cbu, copy: details.cvu_cbu, label: 'CVU/CBU' },
    { term: 'Banco', value: details.bank_name, copy: details.bank_name, label: 'banco' },
  ];
  return (
    <Panel title="Datos para la transferencia">
      <dl className={s.details}>
        {rows.map((row) => (
          <div key={row.label} className={s.detail}>
            <dt className={s.term}>{row.term}</dt>
            <dd className={s.value}>
              <span>{row.value}</span>
              <CopyButton value={row.copy} label={row.label} />
            </dd>
            {'note' in row && row.note ? <dd className={s.note}>{row.note}</dd> : null}
          </div>
        ))}
        {registrationNumber !== null ? (
          <div className={s.detail}>
            <dt className={s.term}>Referencia para el concepto de la transferencia (número de inscripción)</dt>
            <dd className={`${s.value} ${s.reference}`}>
              <span>{registrationNumber}</span>
              <CopyButton value={String(registrationNumber)} label="número de inscripción" />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={s.actions}>
        <WhatsAppLink href={whatsAppLink({ text: transferShareText(facts) })}>Compartir por WhatsApp</WhatsAppLink>
      </div>
    </Panel>
  );
}
