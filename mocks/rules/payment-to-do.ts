import type { PaymentToDo } from '@contracts/enums';
import type { PaymentRow, TeamCompetitionRow } from '../db/schema';

/**
 * What a payment waits for in the organisers' 'Para hacer' (decision 0067): the overview's
 * counts and the payments list's filter both read this, so a count's link lands on exactly
 * the rows it counted.
 *
 * - 'card_refund': a card charge the registration could not take whose automatic refund failed
 *   (the provider refused it or did not answer): someone returns it by hand from Mercado Pago.
 * - 'card_reversal': a card payment refunded or charged back after approval (issue 34) whose
 *   team has not paid again: someone talks to the team.
 */
export function paymentToDo(payment: PaymentRow, registration: Pick<TeamCompetitionRow, 'payment_status'>): PaymentToDo | null {
  if (payment.payment_type !== 'mercadopago') return null;
  // A returned duplicate never reopened anything: only its failed refund waits for someone.
  if (payment.card_refund) return payment.card_refund.status === 'failed' ? 'card_refund' : null;
  const reversed = payment.provider_status === 'refunded' || payment.provider_status === 'charged_back';
  return reversed && registration.payment_status === 'unpaid' ? 'card_reversal' : null;
}
