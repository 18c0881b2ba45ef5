import type { PaymentType } from '@contracts/enums';
import { paymentsApiMessages } from '@contracts/payments-messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';
import * as failureMessages from '@/api/failure-messages';

/** The team's competition screen's texts (SPEC §2, §8). */
export const competitionTexts = {
  loadError: 'No se pudo cargar la competencia.',
  noCompetition: competitionsApiMessages.noneSelected,
  registerError: failureMessages.competitions.register,
  cancelError: 'No se pudo cancelar la inscripción, intentá de nuevo.',
  alreadyPaid: paymentsApiMessages.alreadyPaid,
  expired: paymentsApiMessages.deadlinePassed,
  /** SPEC §8: the fallback when the card provider's link could not be obtained. */
  cardLinkFallback: failureMessages.payments.cardLink,
  cashError: failureMessages.payments.record,
} as const;

/** How each payment type reads on the price cards (kept in this feature: the admin screens label their own). */
export const paymentTypeNames: Record<PaymentType, string> = {
  transfer: 'Transferencia bancaria',
  mercadopago: 'Tarjeta (Mercado Pago)',
  cash: 'Efectivo',
};
