import type { PaymentType } from '@contracts/enums';

/** The team's competition screen's texts (SPEC §2, §8). */
export const competitionTexts = {
  loadError: 'No se pudo cargar la competencia.',
  noCompetition: 'No hay una competencia seleccionada.',
  registerError: 'Error al registrar el equipo en la competencia',
  cancelError: 'No se pudo cancelar la inscripción, intente nuevamente.',
  alreadyPaid: 'Esta inscripción ya ha sido pagada',
  expired: 'El plazo de pago ha expirado. Ya no es posible realizar el pago.',
  /** SPEC §8: the fallback when the card provider's link could not be obtained. */
  cardLinkFallback: 'Error al obtener el enlace de pago del proveedor de tarjetas',
  cashError: 'Error al registrar el pago',
} as const;

/** How each payment type reads on the price cards (kept in this feature: the admin screens label their own). */
export const paymentTypeNames: Record<PaymentType, string> = {
  transfer: 'Transferencia bancaria',
  mercadopago: 'Tarjeta (Mercado Pago)',
  cash: 'Efectivo',
};
