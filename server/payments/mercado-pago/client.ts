import { MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund, Preference } from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { RefundResponse } from 'mercadopago/dist/clients/paymentRefund/commonTypes';
import type { PreferenceRequest, PreferenceResponse } from 'mercadopago/dist/clients/preference/commonTypes';
// The SDK has no option for its base URL (it calls `${AppConfig.BASE_URL}${path}` with the global
// fetch). Tests point it at the local stand-in through this one static (docs/decisions/0065);
// tests/server/mercado-pago.test.ts fails if a new SDK version moves it.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { MercadoPagoConfig as Settings } from '../../config';

export type { PaymentResponse, PreferenceRequest, PreferenceResponse, RefundResponse };

/** The calls of Mercado Pago's API the provider makes, through the official SDK. */
export type MercadoPagoApi = {
  createPreference: (body: PreferenceRequest, idempotencyKey: string) => Promise<PreferenceResponse>;
  getPayment: (id: string) => Promise<PaymentResponse>;
  /**
   * A total refund of a payment (PaymentRefund.total: POST /v1/payments/{id}/refunds with an empty
   * body, decision 0067). The same key makes Mercado Pago answer a retry with the first refund.
   */
  refundPayment: (paymentId: string, idempotencyKey: string) => Promise<RefundResponse>;
  /**
   * Ends a preference's term at `at` (Preference.update: PUT /checkout/preferences/{id} with `expires`
   * and `expiration_date_to`): its checkout no longer takes payments (decision 0067).
   */
  expirePreference: (preferenceId: string, at: string, idempotencyKey: string) => Promise<PreferenceResponse>;
};

/** Mercado Pago's documented production API; MP_API_BASE_URL (tests only) replaces it. */
export const MERCADO_PAGO_API = 'https://api.mercadopago.com';

/**
 * Whether Mercado Pago may answer the same call differently later: no answer, a timeout, 429,
 * a lock (423) or a failed dependency (424), a 5xx. A 4xx refusal (a payment that cannot be
 * refunded any more) is final.
 */
export const isTransientFailure = (error: unknown) =>
  !(error instanceof MercadoPagoError) || error.status === undefined || error.status >= 500 || [0, 423, 424, 429].includes(error.status);

export function mercadoPagoApi(settings: Pick<Settings, 'accessToken' | 'apiBaseUrl'>): MercadoPagoApi {
  (AppConfig as { BASE_URL: string }).BASE_URL = (settings.apiBaseUrl ?? MERCADO_PAGO_API).replace(/\/+$/, '');
  // A request that hangs must not hold the payer's link or Mercado Pago's notification for a minute:
  // 8 s and one retry on 429/5xx (Mercado Pago re-sends a notification that did not get 200).
  // A configuration per call: the SDK's facades merge a call's requestOptions (its idempotency key)
  // into their configuration's options for good, so a shared one would send one call's key with the
  // next write that names none.
  const client = () => new MercadoPagoConfig({ accessToken: settings.accessToken, options: { timeout: 8_000, maxRetries: 1, initialDelay: 300 } });
  return {
    createPreference: (body, idempotencyKey) => new Preference(client()).create({ body, requestOptions: { idempotencyKey } }),
    getPayment: (id) => new Payment(client()).get({ id }),
    refundPayment: (paymentId, idempotencyKey) => new PaymentRefund(client()).total({ payment_id: paymentId, requestOptions: { idempotencyKey } }),
    // Mercado Pago's PUT changes the fields it is sent (its guide updates an expiry alone); the SDK
    // types the update with the create body, whose items are required.
    expirePreference: (preferenceId, at, idempotencyKey) =>
      new Preference(client()).update({
        id: preferenceId,
        updatePreferenceRequest: { expires: true, expiration_date_to: at } as PreferenceRequest,
        requestOptions: { idempotencyKey },
      }),
  };
}
