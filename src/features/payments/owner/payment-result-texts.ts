import type { CardRefundReason, ProviderPaymentStatus } from '@contracts/enums';
import { formMessages } from '@contracts/messages';
import { paymentsApiMessages } from '@contracts/payments-messages';
import * as failureMessages from '@/api/failure-messages';

/** SPEC §8 payment status page messages. */
export const resultTexts = {
  missingId: formMessages.paymentIdMissing,
  checkError: failureMessages.payments.checkStatus,
  connectionError: failureMessages.payments.connect,
  notFound: paymentsApiMessages.notFound,
} as const;

/**
 * How an outcome looks: approved 'success'; refused, cancelled, refunded or charged back
 * 'danger' (the team has not paid); still with the provider 'progress'; a dispute 'warning'.
 */
export type ResultTone = 'success' | 'danger' | 'progress' | 'warning';
export type ResultPanelText = { title: string; body: string; tone: ResultTone; retry: boolean };

/**
 * One panel per provider status (SPEC §2). Kept in this feature: the admins' payment
 * screens word their own statuses. `retry`: the team may pay again from competitions.
 */
export const resultPanels: Record<Exclude<ProviderPaymentStatus, 'approved' | 'authorized'>, ResultPanelText> = {
  in_process: { title: 'Pago en proceso', body: 'El proveedor está procesando el pago. Te avisamos cuando se acredite.', tone: 'progress', retry: false },
  pending: { title: 'Pago pendiente', body: 'El pago todavía no se acreditó. Te avisamos cuando el proveedor lo confirme.', tone: 'progress', retry: false },
  rejected: { title: 'Pago rechazado', body: 'El proveedor rechazó el pago. Podés intentarlo de nuevo con otra tarjeta u otra forma de pago.', tone: 'danger', retry: true },
  cancelled: { title: 'Pago cancelado', body: 'El pago fue cancelado y no se cobró. Podés volver a pagar la inscripción.', tone: 'danger', retry: true },
  canceled: { title: 'Pago cancelado', body: 'El pago fue cancelado y no se cobró. Podés volver a pagar la inscripción.', tone: 'danger', retry: true },
  refunded: { title: 'Pago devuelto', body: 'El pago fue devuelto a tu tarjeta: la inscripción no está pagada. Podés volver a pagarla.', tone: 'danger', retry: true },
  charged_back: { title: 'Pago con contracargo', body: 'Se desconoció el pago ante la tarjeta (contracargo). Comunicate con la organización.', tone: 'danger', retry: false },
  in_mediation: { title: 'Pago en mediación', body: 'El pago está en una disputa con el proveedor. Comunicate con la organización.', tone: 'warning', retry: false },
};

/**
 * A charge the registration could not take (decision 0067): whatever the provider says, it goes
 * back to the payer's card, and nothing is left for the payer to do.
 */
export const refundPanels: Record<CardRefundReason, ResultPanelText> = {
  already_paid: {
    title: 'Te devolvemos este pago',
    body: 'La inscripción ya estaba pagada, así que este cobro con tarjeta se devuelve. No tenés que hacer nada: la devolución puede tardar unos días en verse en el resumen de la tarjeta.',
    tone: 'warning',
    retry: false,
  },
  other_payment_pending: {
    title: 'Te devolvemos este pago',
    body: 'La inscripción ya tenía otro pago en curso, así que este cobro con tarjeta se devuelve. No tenés que hacer nada: la devolución puede tardar unos días en verse en el resumen de la tarjeta.',
    tone: 'warning',
    retry: false,
  },
};

/** SPEC §9: the approved panel goes back to competitions after 5 seconds. */
export const REDIRECT_SECONDS = 5;
