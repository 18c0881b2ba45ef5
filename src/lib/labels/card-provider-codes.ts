/**
 * Mercado Pago's codes for why a card payment is where it is (`status_detail`) and which card
 * paid (`payment_method_id`), as organisers read them in a payment's detail. Mercado Pago sends
 * English codes (docs: "Resultados de pagos", Checkout Pro); a code this list does not know yet is
 * shown as sent, so an organiser can still look it up in Mercado Pago's panel.
 */
const statusDetailLabels: Record<string, string> = {
  accredited: 'Acreditado',
  partially_refunded: 'Devuelto en parte',
  refunded: 'Devuelto',
  pending_contingency: 'Mercado Pago lo está procesando',
  pending_review_manual: 'En revisión manual de Mercado Pago',
  pending_waiting_payment: 'Esperando el pago',
  pending_waiting_transfer: 'Esperando la transferencia',
  pending_capture: 'Autorizado, sin capturar',
  offline_process: 'Procesándose sin conexión',
  bank_error: 'Error del banco',
  by_collector: 'Cancelado por la organización',
  by_admin: 'Cancelado por Mercado Pago',
  by_payer: 'Cancelado por quien pagaba',
  expired: 'Vencido',
  reimbursed: 'Reintegrado',
  settled: 'Contracargo resuelto',
  in_process: 'En proceso',
  cc_rejected_bad_filled_card_number: 'Rechazado: número de tarjeta mal ingresado',
  cc_rejected_bad_filled_date: 'Rechazado: fecha de vencimiento mal ingresada',
  cc_rejected_bad_filled_other: 'Rechazado: datos de la tarjeta mal ingresados',
  cc_rejected_bad_filled_security_code: 'Rechazado: código de seguridad mal ingresado',
  cc_rejected_blacklist: 'Rechazado: la tarjeta no se puede usar',
  cc_rejected_call_for_authorize: 'Rechazado: hay que autorizarlo con el banco',
  cc_rejected_card_disabled: 'Rechazado: la tarjeta no está activada',
  cc_rejected_card_error: 'Rechazado: la tarjeta no pudo procesar el pago',
  cc_rejected_duplicated_payment: 'Rechazado: pago duplicado',
  cc_rejected_high_risk: 'Rechazado por prevención de fraude',
  cc_rejected_insufficient_amount: 'Rechazado: fondos insuficientes',
  cc_rejected_invalid_installments: 'Rechazado: la tarjeta no acepta esas cuotas',
  cc_rejected_max_attempts: 'Rechazado: se superó el límite de intentos',
  cc_rejected_other_reason: 'Rechazado por el banco',
  cc_amount_rate_limit_exceeded: 'Rechazado: se superó el límite de la tarjeta',
  rejected_by_bank: 'Rechazado por el banco',
  rejected_insufficient_data: 'Rechazado: faltan datos',
};

const paymentMethodLabels: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  naranja: 'Naranja',
  cabal: 'Cabal',
  maestro: 'Maestro',
  debvisa: 'Visa Débito',
  debmaster: 'Mastercard Débito',
  debcabal: 'Cabal Débito',
  argencard: 'Argencard',
  cencosud: 'Cencosud',
  tarshop: 'Tarjeta Shopping',
  diners: 'Diners Club',
  cmr: 'CMR',
  cordobesa: 'Cordobesa',
  account_money: 'Dinero en cuenta de Mercado Pago',
  consumer_credits: 'Cuotas sin tarjeta de Mercado Pago',
  rapipago: 'Rapipago',
  pagofacil: 'Pago Fácil',
};

/** Spanish for Mercado Pago's `status_detail`; an unknown code as sent. */
export const cardStatusDetailLabel = (code: string): string => statusDetailLabels[code] ?? code;

/** The card's name for Mercado Pago's `payment_method_id`; an unknown one as sent. */
export const cardPaymentMethodLabel = (code: string): string => paymentMethodLabels[code] ?? code;
