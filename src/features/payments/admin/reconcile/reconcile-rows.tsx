import type { PendingTransfer } from '@contracts/entities/payments';
import { formatMoney } from '@/lib/format/format';
import { Badge } from '@/ui/badge';
import type { MatchReason } from './match-transfers';
import type { StatementLine } from './statement-lines';
import * as s from './reconcile.css';

export const reasonLabel: Record<MatchReason, string> = { reference: 'Referencia', amount: 'Monto', cuit: 'CUIT' };

/** A statement line as the admin finds it in the file: line number, day, amount, then the concept. */
export function LineFacts({ line }: { line: StatementLine }) {
  return (
    <>
      <p className={s.lineFacts}>
        <span>Línea {line.line}</span>
        <span>{line.date.text}</span>
        <span>{formatMoney(line.amountCents / 100)}</span>
      </p>
      <p className={s.concept}>{line.concept || 'Sin concepto'}</p>
    </>
  );
}

/** Who a pending transfer is from and for, as text (also a radio's label). */
export const transferText = (t: PendingTransfer) =>
  `${t.team_name} · N.º de inscripción ${t.registration_number ?? '—'} · ${formatMoney(t.payment_amount)} · ${t.sender_first_name} ${t.sender_last_name}, CUIT ${t.sender_cuit}`;

/** A candidate transfer and what agrees with the line ('Coincide: Referencia, Monto'). */
export function CandidateFacts({ transfer, reasons }: { transfer: PendingTransfer; reasons: readonly MatchReason[] }) {
  return (
    <span className={s.candidate}>
      <span>{transferText(transfer)}</span>
      <span className={s.reasons}>
        <span className={s.visuallyHidden}>Coincide:</span>
        {reasons.map((r) => (
          <Badge key={r} tone="success">
            {reasonLabel[r]}
          </Badge>
        ))}
        {/* What does not agree, so the admin sees why the line waits for a decision (a missing CUIT is usual). */}
        {reasons.includes('reference') ? null : <Badge tone="warning">Sin referencia</Badge>}
        {reasons.includes('amount') ? null : <Badge tone="warning">Otro monto</Badge>}
      </span>
    </span>
  );
}
