/**
 * The words of the card payment notices the server writes in each team member's bell
 * (decision 0067); the description's {{placeholders}} are filled from the team and the payment
 * (team_name, competition_name, reason, mercadopago_payment_id). Written here once: the mock's
 * notifications (mocks/rules/notification-text.ts) and the tests read them.
 */
export const cardPaymentNoticeTexts = {
  /** A pending card payment the provider rejected or cancelled (in process, then refused). */
  card_payment_rejected: {
    title: 'El pago con tarjeta fue rechazado',
    description: 'El pago con tarjeta de {{team_name}} para {{competition_name}} fue {{reason}}: la inscripción sigue impaga. Podés volver a pagar desde Competencia.',
  },
  /** A card charge the registration could not take, returned to the payer once the provider confirmed it. */
  card_charge_refunded: {
    title: 'Te devolvimos el pago con tarjeta',
    description:
      'El cobro con tarjeta de {{team_name}} para {{competition_name}} (operación de Mercado Pago N.º {{mercadopago_payment_id}}) se devolvió porque la inscripción {{reason}}. No tenés que hacer nada: la devolución puede tardar unos días en verse en el resumen de la tarjeta.',
  },
} as const;

/** The {{reason}} of each notice. */
export const cardPaymentNoticeReasons = {
  rejected: 'rechazado',
  cancelled: 'cancelado',
  already_paid: 'ya estaba pagada',
  other_payment_pending: 'ya tenía otro pago pendiente',
} as const;
