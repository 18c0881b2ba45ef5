import { argentineInstant } from '@contracts/core/argentine-time';
import { teamById } from '../../../mocks/db/queries';
import type { Db, PaymentAttemptRow } from '../../../mocks/db/schema';
import { PAYMENT_RESULT_PATH } from '../../../mocks/rules/payment-links';
import type { PreferenceRequest } from './client';

/** The server's notification URL (registered in the preference, so every payment of it is notified there). */
export const NOTIFICATION_PATH = '/api/payments/notifications/mercadopago';

/**
 * The Checkout Pro preference of a payment link (issue 34): the link's amount (the price plus
 * the platform fee when it is added on top) in one item, at most the price's installments, the
 * registration as external_reference and the link in metadata (read back on each payment),
 * the result page as every back URL, the server's notification URL, and an expiry at the
 * price's deadline — the end of its last Argentine day (decision 0038).
 */
export function preferenceFor(db: Db, attempt: PaymentAttemptRow, publicUrl: string, now: Date): PreferenceRequest {
  const registration = db.teamCompetitions.find((tc) => tc.id === attempt.team_competition_id);
  const price = db.competitionPrices.find((p) => p.id === attempt.price_id);
  const competition = db.competitions.find((c) => c.id === registration?.competition_id);
  const team = registration ? teamById(db, registration.team_id) : undefined;
  if (!registration || !price || !competition || !team) throw new Error(`Enlace de pago ${attempt.id} sin inscripción, precio, competencia o equipo`);
  const back = `${publicUrl}${PAYMENT_RESULT_PATH}`;
  return {
    items: [
      {
        id: `precio-${price.id}`,
        title: `Inscripción ${competition.name} (edición ${competition.edition}) — ${team.name}`,
        quantity: 1,
        unit_price: attempt.amount,
        currency_id: 'ARS',
      },
    ],
    external_reference: String(registration.id),
    metadata: { attempt_ref: attempt.provider_payment_id },
    back_urls: { success: back, pending: back, failure: back },
    auto_return: 'approved',
    notification_url: `${publicUrl}${NOTIFICATION_PATH}`,
    payment_methods: { installments: price.installment_count },
    expires: true,
    expiration_date_from: argentineInstant(now),
    expiration_date_to: argentineInstant(price.end_date),
  };
}
