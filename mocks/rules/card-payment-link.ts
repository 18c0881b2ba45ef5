import { conflict, notFound, ruleBroken } from '../core/errors';
import { registrationOf } from '../db/queries';
import type { Db, PaymentAttemptRow, UserRow } from '../db/schema';
import { openCardPaymentAttempt } from './card-payments';
import { assertPriceOpen, priceForPayment } from './payment-prices';
import { hasPendingPayments, paymentMessages } from './registration-payment';
import { competitionsApiMessages } from '@contracts/competitions-messages';

/**
 * GET /payment_attempts/{competitionId}/{priceId}: the owner's team pays its registration
 * with a card price of that competition. Paid or exempt is 409 'Esta inscripción ya ha sido
 * pagada' (the screen refreshes), a price out of its window 422 'El plazo de pago ha
 * expirado…', and a payment still pending (transfer to confirm, card in process) 422, so
 * nobody pays twice. Asking again for the same price reuses the link not yet used.
 */
export function cardPaymentLink(db: Db, owner: UserRow, competitionId: number, priceId: number, now: Date = new Date()): PaymentAttemptRow {
  const price = priceForPayment(db, priceId, 'mercadopago');
  if (price.competition_id !== competitionId) throw notFound(competitionsApiMessages.priceNotFound);
  const registration = owner.team_id === null ? undefined : registrationOf(db, owner.team_id, competitionId);
  if (!registration) throw ruleBroken(paymentMessages.notRegistered);
  if (registration.payment_status === 'paid' || registration.payment_status === 'exempt') throw conflict(paymentMessages.alreadyPaid, 'BUSINESS_RULE');
  assertPriceOpen(price, now);
  if (registration.payment_status === 'pending' || hasPendingPayments(db, registration)) throw ruleBroken(paymentMessages.pending);
  // A link closed when the registration was paid another way (decision 0067) is never handed out again.
  const unused = db.paymentAttempts.find((a) => a.team_competition_id === registration.id && a.price_id === price.id && a.payment_id === null && !a.closed_at);
  return unused ?? openCardPaymentAttempt(db, registration, price, now.toISOString());
}
