/**
 * What the API says about payments: refusals and confirmations.
 * The declarations in payments.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const paymentsApiMessages = {
  notFound: 'Pago no encontrado',
  transferNotFound: 'Transferencia no encontrada',
  cashNotFound: 'Pago en efectivo no encontrado',
  transferProcessed: 'La transferencia ya fue procesada',
  cashProcessed: 'El pago en efectivo ya fue procesado',
  ownApproval: 'No podés confirmar un pago que registraste o de tu propio equipo',
  otherTeam: 'Solo podés registrar pagos de tu equipo',
  pendingPayments: 'El equipo tiene pagos pendientes',
  /** SPEC §8: the payment link shows it as an information toast. */
  alreadyPaid: 'Esta inscripción ya ha sido pagada',
  deadlinePassed: 'El plazo de pago ha expirado. Ya no es posible realizar el pago.',
  /** A payer's transfer or cash at a price whose window has not started. */
  priceNotOpenYet: 'Este precio todavía no está vigente',
  /** A payment for a team that is not registered in the price's competition. */
  notRegistered: 'El equipo no está inscripto en la competencia',
  /**
   * POST /payments with the id of a link whose checkout the payer never completed: the provider
   * has no decision to report, so nothing is recorded (issue 19, docs/decisions/0028).
   */
  checkoutNotCompleted: 'El pago con tarjeta todavía no se completó en la página del proveedor; no hay nada que registrar.',
  /**
   * The card provider's notification (issue 34): refused when its signature does not verify
   * (forged, stale, or no provider configured), accepted otherwise.
   */
  notificationRefused: 'Notificación rechazada: la firma no es válida o venció',
  notificationReceived: 'Notificación recibida',
  /** The provider did not answer when asked for a checkout or a payment. */
  providerUnavailable: 'No pudimos comunicarnos con Mercado Pago. Probá de nuevo en unos minutos.',
  /**
   * Why the automatic refund of a card charge the registration could not take did not return it
   * (decision 0067): kept on the payment (card.refund.failure) for the organisers who refund it by hand.
   */
  refundUnanswered: 'Mercado Pago no respondió al pedir la devolución; se reintenta con la próxima notificación',
  refundRefused: 'Mercado Pago rechazó la devolución',
  transferCreated: 'Pago de transferencia creado exitosamente',
  /** The confirmation of an admin's decision on a payment or an exemption. */
  actionDone: 'Acción realizada correctamente',
} as const;
