import { MercadoPagoConfig, Payment, Preference } from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PreferenceRequest, PreferenceResponse } from 'mercadopago/dist/clients/preference/commonTypes';
// The SDK has no option for its base URL (it calls `${AppConfig.BASE_URL}${path}` with the global
// fetch). Tests point it at the local stand-in through this one static (docs/decisions/0065);
// tests/server/mercado-pago.test.ts fails if a new SDK version moves it.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { MercadoPagoConfig as Settings } from '../../config';

export type { PaymentResponse, PreferenceRequest, PreferenceResponse };

/** The two calls of Mercado Pago's API the provider makes, through the official SDK. */
export type MercadoPagoApi = {
  createPreference: (body: PreferenceRequest, idempotencyKey: string) => Promise<PreferenceResponse>;
  getPayment: (id: string) => Promise<PaymentResponse>;
};

/** Mercado Pago's documented production API; MP_API_BASE_URL (tests only) replaces it. */
export const MERCADO_PAGO_API = 'https://api.mercadopago.com';

export function mercadoPagoApi(settings: Pick<Settings, 'accessToken' | 'apiBaseUrl'>): MercadoPagoApi {
  (AppConfig as { BASE_URL: string }).BASE_URL = (settings.apiBaseUrl ?? MERCADO_PAGO_API).replace(/\/+$/, '');
  // A request that hangs must not hold the payer's link or Mercado Pago's notification for a minute:
  // 8 s and one retry on 429/5xx (Mercado Pago re-sends a notification that did not get 200).
  const client = new MercadoPagoConfig({ accessToken: settings.accessToken, options: { timeout: 8_000, maxRetries: 1, initialDelay: 300 } });
  const preferences = new Preference(client);
  const payments = new Payment(client);
  return {
    createPreference: (body, idempotencyKey) => preferences.create({ body, requestOptions: { idempotencyKey } }),
    getPayment: (id) => payments.get({ id }),
  };
}
