import type {
  CardRefundReason,
  CardRefundStatus,
  PaymentStatus,
  PaymentToDo,
  PaymentType,
  ProviderPaymentStatus,
  TeamPaymentStatus,
  TransferConfirmationStatus,
} from '@contracts/enums';
import type { BadgeTone } from '@/ui/badge';

/** SPEC §3 payment methods as admins read them (the provider is the card checkout). */
export const paymentTypeLabels: Record<PaymentType, string> = {
  mercadopago: 'Tarjeta (Mercado Pago)',
  transfer: 'Transferencia',
  cash: 'Efectivo',
};

/** SPEC §3 own payment status (lists and admin views). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

export const paymentStatusTone: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** SPEC §3 card provider statuses, as Mercado Pago names them for organisers (issue 34). */
export const providerStatusLabels: Record<ProviderPaymentStatus, string> = {
  approved: 'Aprobado',
  authorized: 'Autorizado',
  in_process: 'En proceso',
  pending: 'Pendiente',
  canceled: 'Cancelado',
  cancelled: 'Cancelado',
  charged_back: 'Contracargo',
  in_mediation: 'En mediación',
  refunded: 'Devuelto',
  rejected: 'Rechazado',
};

/** Why a card charge was rejected and returned (decision 0067): the payment detail and the CSV. */
export const cardRefundReasonLabels: Record<CardRefundReason, string> = {
  already_paid: 'Pago duplicado: la inscripción ya estaba pagada',
  other_payment_pending: 'Pago duplicado: la inscripción tenía otro pago pendiente',
};

/** Where the return of a duplicate card charge stands (decision 0067). */
export const cardRefundStatusLabels: Record<CardRefundStatus, string> = {
  due: 'Devolución pedida a Mercado Pago',
  failed: 'Devolución fallida: devolver a mano',
  refunded: 'Devuelto al pagador',
};

export const cardRefundStatusTone: Record<CardRefundStatus, BadgeTone> = {
  due: 'warning',
  failed: 'danger',
  refunded: 'success',
};

/** What a payment waits for in 'Para hacer' (the payments list's filter the overview's links open). */
export const paymentToDoLabels: Record<PaymentToDo, string> = {
  card_reversal: 'Pago con tarjeta devuelto o con contracargo',
  card_refund: 'Cobro con tarjeta para devolver a mano',
};

/** SPEC §3 transfer confirmation (pending / confirmed / rejected). */
export const transferConfirmationLabels: Record<TransferConfirmationStatus, string> = {
  pending: 'Pendiente de confirmación',
  confirmed: 'Confirmada',
  rejected: 'Rechazada',
};

export const transferConfirmationTone: Record<TransferConfirmationStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'danger',
};

/** SPEC §3 team payment status on the admin team detail (paid, exempt, pending, other = unpaid). */
export const teamPaymentStatusLabels: Record<TeamPaymentStatus, string> = {
  paid: 'Pagado',
  exempt: 'Exento de pago',
  pending: 'Pago pendiente',
  unpaid: 'Sin pagar',
};

export const teamPaymentStatusTone: Record<TeamPaymentStatus, BadgeTone> = {
  paid: 'success',
  exempt: 'success',
  pending: 'warning',
  unpaid: 'neutral',
};

/** Filter options of a data table column, from a label map, in the map's order. */
export const labelOptions = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
