import { MercadoPagoError } from 'mercadopago';
import { paymentsApiMessages } from '@contracts/payments-messages';
import { db } from '../../../mocks/db/store';
import type { PaymentRow } from '../../../mocks/db/schema';
import { cardPaymentByProviderId } from '../../../mocks/rules/card-payment-reports';
import { markChargeReturned, markRefundFailed, markRefundRequested } from '../../../mocks/rules/card-refunds';
import type { Store } from '../../store/store';
import { isTransientFailure, type MercadoPagoApi } from './client';

/**
 * The refund of a card charge the registration could not take (docs/decisions/0067), asked of
 * Mercado Pago after the transaction that recorded it — never inside `store.run`, whose retries
 * would ask twice. The key is the payment's own, so a repeated notification, a retry after a lost
 * answer and two notifications at once all get the one refund Mercado Pago made first.
 *
 * - approved: the money went back; the rule ends the refund and tells the team once.
 * - in process (or any other status): asked, not confirmed; Mercado Pago's notification of the
 *   payment (refunded) ends it.
 * - no answer or a 5xx: 'unavailable' — recorded as failed for the organisers, and the
 *   notification is answered 503 so Mercado Pago sends it again and the refund is retried.
 * - a 4xx refusal: recorded as failed with Mercado Pago's reason; the organisers refund by hand.
 */
export type RefundOutcome = 'refunded' | 'requested' | 'failed' | 'unavailable';

export const refundKey = (mercadoPagoPaymentId: string) => `devolucion-${mercadoPagoPaymentId}`;

const refusalText = (error: unknown) => {
  const detail = error instanceof MercadoPagoError ? `${error.status} ${error.message}`.trim() : '';
  return detail ? `${paymentsApiMessages.refundRefused} (${detail.slice(0, 200)})` : paymentsApiMessages.refundRefused;
};

async function record(store: Store, mercadoPagoPaymentId: string, change: (payment: PaymentRow) => void) {
  await store.run(async () => {
    const payment = cardPaymentByProviderId(db(), mercadoPagoPaymentId);
    if (!payment) return { value: null, keep: false };
    change(payment);
    return { value: null, keep: true };
  });
}

export async function refundRefusedCharge(store: Store, api: MercadoPagoApi, mercadoPagoPaymentId: string, now: () => Date): Promise<{ outcome: RefundOutcome; error?: unknown }> {
  try {
    const refund = await api.refundPayment(mercadoPagoPaymentId, refundKey(mercadoPagoPaymentId));
    const at = now().toISOString();
    if (refund.status === 'approved') {
      await record(store, mercadoPagoPaymentId, (payment) => markChargeReturned(db(), payment, at));
      return { outcome: 'refunded' };
    }
    await record(store, mercadoPagoPaymentId, (payment) => markRefundRequested(payment, at));
    return { outcome: 'requested' };
  } catch (error) {
    const transient = isTransientFailure(error);
    const at = now().toISOString();
    await record(store, mercadoPagoPaymentId, (payment) => markRefundFailed(payment, transient ? paymentsApiMessages.refundUnanswered : refusalText(error), at));
    return { outcome: transient ? 'unavailable' : 'failed', error };
  }
}
