import type { Context, Hono } from 'hono';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { Store } from '../store/store';
import { demoCheckoutRoutes } from './demo-checkout';
import { mercadoPagoRoutes } from './mercado-pago/provider';

/**
 * Where the API's card payments come from (docs/decisions/0064, 0065). A provider owns what
 * happens on its side — its hosted checkout and the notices it sends — and reports only
 * through the payment link it was handed: a report goes through one rule
 * (mocks/rules/card-payment-reports.ts), and only the provider's own word approves a payment
 * (decision 0028).
 *
 * Two providers: the demonstration checkout the API serves itself, marked as a demonstration,
 * and Mercado Pago's Checkout Pro when MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET are configured.
 */
export type ProviderDeps = {
  store: Store;
  logger: Logger;
  /** The contract's answer to a request (server/http/api.ts), as the browser made it. */
  api: (c: Context, request: Request) => Promise<Response>;
  now?: () => Date;
};

export type CardProvider = {
  /** Shown in the logs: 'demostración', 'mercadopago'. */
  name: string;
  /** The routes it needs (its checkout page, its webhook, the calls it takes part in), mounted at the root before /api/*. */
  routes: (deps: ProviderDeps) => Hono;
};

export const demoCardProvider: CardProvider = { name: 'demostración', routes: ({ store }) => demoCheckoutRoutes(store) };

export const cardProvider = (config: Pick<Config, 'mercadoPago'>): CardProvider => {
  const settings = config.mercadoPago;
  if (!settings) return demoCardProvider;
  return { name: 'mercadopago', routes: (deps) => mercadoPagoRoutes(settings, deps) };
};
