import type { PaymentDetail } from '@contracts/entities/payments';
import { formatDateTime, formatMoney } from '@/lib/format/format';
import { cardPaymentMethodLabel, cardStatusDetailLabel } from '@/lib/labels/card-provider-codes';
import {
  cardRefundReasonLabels,
  cardRefundStatusLabels,
  cardRefundStatusTone,
  paymentStatusLabels,
  paymentStatusTone,
  paymentTypeLabels,
  providerStatusLabels,
  transferConfirmationLabels,
  transferConfirmationTone,
} from '@/lib/labels/payment-labels';
import { Badge } from '@/ui/badge';
import { Fact, FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import type { TransferToMatch } from './transfer-match';

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * What the payer's amount is called: 'cobrado' only once approved. Until then a transfer or
 * cash payment is what the team declared, a card payment what the provider may still charge.
 */
const chargedTerm = (payment: PaymentDetail) => {
  if (payment.payment_status === 'approved') return 'Monto cobrado';
  return payment.payment_type === 'mercadopago' ? 'Monto a cobrar' : 'Monto declarado';
};

/** SPEC §2 payment detail: the general information of any payment. */
export function PaymentGeneralInfo({ payment }: { payment: PaymentDetail }) {
  return (
    <Panel title="Información general">
      <FactsList layout="rows">
        <Fact term="Equipo">{payment.team_name}</Fact>
        <Fact term="N.º de inscripción">{orDash(payment.registration_number)}</Fact>
        <Fact term="N.º de equipo">{orDash(payment.team_number)}</Fact>
        <Fact term="Medio de pago">{paymentTypeLabels[payment.payment_type]}</Fact>
        <Fact term="Estado">
          <Badge tone={paymentStatusTone[payment.payment_status]}>{paymentStatusLabels[payment.payment_status]}</Badge>
        </Fact>
        <Fact term="Monto para la organización">{formatMoney(payment.payment_amount)}</Fact>
        <Fact term={chargedTerm(payment)}>{formatMoney(payment.payment_attempt_amount)}</Fact>
        <Fact term="Creado">{formatDateTime(payment.payment_created_at)}</Fact>
        <Fact term="Actualizado">{formatDateTime(payment.payment_updated_at)}</Fact>
      </FactsList>
    </Panel>
  );
}

/** The method's own details (SPEC §3): card provider id, transfer sender and confirmation, cash payer and receipt. */
export function PaymentMethodDetails({ payment }: { payment: PaymentDetail }) {
  if (payment.transfer) {
    const t = payment.transfer;
    return (
      <Panel title="Datos de la transferencia">
        <FactsList layout="rows">
          <Fact term="Remitente">{`${t.sender_first_name} ${t.sender_last_name}`}</Fact>
          <Fact term="CUIT/CUIL">{t.sender_cuit}</Fact>
          <Fact term="Confirmación">
            <Badge tone={transferConfirmationTone[t.transfer_confirmation_status]}>
              {transferConfirmationLabels[t.transfer_confirmation_status]}
            </Badge>
          </Fact>
          <Fact term="Confirmada el">{formatDateTime(t.transfer_confirmed_at)}</Fact>
          <Fact term="Confirmada por">{orDash(t.transfer_confirmed_by_username)}</Fact>
          <Fact term="Motivo del rechazo">{orDash(t.transfer_rejection_reason)}</Fact>
          <Fact term="Notas">{orDash(t.transfer_admin_notes)}</Fact>
        </FactsList>
      </Panel>
    );
  }
  if (payment.cash) {
    const c = payment.cash;
    return (
      <Panel title="Datos del pago en efectivo">
        <FactsList layout="rows">
          <Fact term="Pagador">{`${c.payer_first_name} ${c.payer_last_name}`}</Fact>
          <Fact term="DNI">{c.payer_dni}</Fact>
          <Fact term="Recibido el">{formatDateTime(c.received_date)}</Fact>
          <Fact term="Recibido por">{orDash(c.received_by_username)}</Fact>
          {c.rejection_reason !== null && <Fact term="Motivo del rechazo">{c.rejection_reason}</Fact>}
        </FactsList>
      </Panel>
    );
  }
  const card = payment.card;
  return (
    <Panel title="Datos del pago con tarjeta">
      <FactsList layout="rows">
        <Fact term="ID de Mercado Pago">{orDash(payment.mercadopago_payment_id)}</Fact>
        <Fact term="Estado">{paymentStatusLabels[payment.payment_status]}</Fact>
        <Fact term="Estado en Mercado Pago">{card?.provider_status ? providerStatusLabels[card.provider_status] : '—'}</Fact>
        <Fact term="Detalle del estado">{card?.status_detail ? cardStatusDetailLabel(card.status_detail) : '—'}</Fact>
        <Fact term="Medio de pago">{card?.payment_method ? cardPaymentMethodLabel(card.payment_method) : '—'}</Fact>
        <Fact term="Cuotas">{orDash(card?.installments)}</Fact>
        {card?.refund ? (
          <>
            <Fact term="Motivo del rechazo">{cardRefundReasonLabels[card.refund.reason]}</Fact>
            <Fact term="Devolución">
              <Badge tone={cardRefundStatusTone[card.refund.status]}>{cardRefundStatusLabels[card.refund.status]}</Badge>
            </Fact>
            {card.refund.refunded_at ? <Fact term="Devuelto el">{formatDateTime(card.refund.refunded_at)}</Fact> : null}
            {card.refund.status === 'failed' ? <Fact term="Por qué falló">{orDash(card.refund.failure)}</Fact> : null}
          </>
        ) : null}
      </FactsList>
    </Panel>
  );
}

/** SPEC §4: a transfer is decided only while the payment and its confirmation are both pending. */
export const transferToDecide = (payment: PaymentDetail): TransferToMatch | null =>
  payment.payment_status === 'pending' && payment.transfer?.transfer_confirmation_status === 'pending'
    ? { ...payment, transfer: payment.transfer }
    : null;

/** An owner's declared cash waits for an admin while nobody received it (decision 0007). */
export const isCashAwaitingReceipt = (payment: PaymentDetail) =>
  payment.payment_status === 'pending' && payment.cash !== null && payment.cash.received_date === null;
