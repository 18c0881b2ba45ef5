import type { ReactNode } from 'react';
import type { PaymentDetail } from '@contracts/entities/payments';
import { formatDateTime, formatMoney } from '@/lib/format/format';
import {
  paymentStatusLabels,
  paymentStatusTone,
  paymentTypeLabels,
  transferConfirmationLabels,
  transferConfirmationTone,
} from '@/lib/labels/payment-labels';
import { Badge } from '@/ui/badge';
import { Panel } from '@/ui/panel';
import * as s from './payments-admin.css';

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={s.detailRow}>
      <dt className={s.term}>{term}</dt>
      <dd className={s.definition}>{children}</dd>
    </div>
  );
}

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** SPEC §2 payment detail: the general information of any payment. */
export function PaymentGeneralInfo({ payment }: { payment: PaymentDetail }) {
  return (
    <Panel title="Información general">
      <dl className={s.details}>
        <Detail term="Equipo">{payment.team_name}</Detail>
        <Detail term="N.º de inscripción">{orDash(payment.registration_number)}</Detail>
        <Detail term="N.º de equipo">{orDash(payment.team_number)}</Detail>
        <Detail term="Medio de pago">{paymentTypeLabels[payment.payment_type]}</Detail>
        <Detail term="Estado">
          <Badge tone={paymentStatusTone[payment.payment_status]}>{paymentStatusLabels[payment.payment_status]}</Badge>
        </Detail>
        <Detail term="Monto">{formatMoney(payment.payment_amount)}</Detail>
        <Detail term="Monto cobrado">{formatMoney(payment.payment_attempt_amount)}</Detail>
        <Detail term="Creado">{formatDateTime(payment.payment_created_at)}</Detail>
        <Detail term="Actualizado">{formatDateTime(payment.payment_updated_at)}</Detail>
      </dl>
    </Panel>
  );
}

/** The method's own details (SPEC §3): card provider id, transfer sender and confirmation, cash payer and receipt. */
export function PaymentMethodDetails({ payment }: { payment: PaymentDetail }) {
  if (payment.transfer) {
    const t = payment.transfer;
    return (
      <Panel title="Datos de la transferencia">
        <dl className={s.details}>
          <Detail term="Remitente">{`${t.sender_first_name} ${t.sender_last_name}`}</Detail>
          <Detail term="CUIT">{t.sender_cuit}</Detail>
          <Detail term="Confirmación">
            <Badge tone={transferConfirmationTone[t.transfer_confirmation_status]}>
              {transferConfirmationLabels[t.transfer_confirmation_status]}
            </Badge>
          </Detail>
          <Detail term="Confirmada el">{formatDateTime(t.transfer_confirmed_at)}</Detail>
          <Detail term="Confirmada por">{orDash(t.transfer_confirmed_by_username)}</Detail>
          <Detail term="Motivo del rechazo">{orDash(t.transfer_rejection_reason)}</Detail>
          <Detail term="Notas">{orDash(t.transfer_admin_notes)}</Detail>
        </dl>
      </Panel>
    );
  }
  if (payment.cash) {
    const c = payment.cash;
    return (
      <Panel title="Datos del pago en efectivo">
        <dl className={s.details}>
          <Detail term="Pagador">{`${c.payer_first_name} ${c.payer_last_name}`}</Detail>
          <Detail term="DNI">{c.payer_dni}</Detail>
          <Detail term="Recibido el">{formatDateTime(c.received_date)}</Detail>
          <Detail term="Recibido por">{orDash(c.received_by_username)}</Detail>
          {c.rejection_reason !== null && <Detail term="Motivo del rechazo">{c.rejection_reason}</Detail>}
        </dl>
      </Panel>
    );
  }
  return (
    <Panel title="Datos del pago con tarjeta">
      <dl className={s.details}>
        <Detail term="ID de Mercado Pago">{orDash(payment.mercadopago_payment_id)}</Detail>
        <Detail term="Estado">{paymentStatusLabels[payment.payment_status]}</Detail>
      </dl>
    </Panel>
  );
}

/** SPEC §4: a transfer is decided only while the payment and its confirmation are both pending. */
export const isTransferActionable = (payment: PaymentDetail) =>
  payment.payment_status === 'pending' && payment.transfer?.transfer_confirmation_status === 'pending';

/** An owner's declared cash waits for an admin while nobody received it (decision 0007). */
export const isCashAwaitingReceipt = (payment: PaymentDetail) =>
  payment.payment_status === 'pending' && payment.cash !== null && payment.cash.received_date === null;
