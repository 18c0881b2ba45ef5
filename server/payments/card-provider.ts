import type { Hono } from 'hono';
import type { Store } from '../store/store';
import { demoCheckoutRoutes } from './demo-checkout';

/**
 * Where the API's card payments come from (docs/decisions/0064). A provider owns what
 * happens on its side — its hosted checkout and the notices it sends — and reports only
 * through the payment link it was handed (mocks/rules/card-payments.ts): the decision it
 * stores on the link is the only thing that can approve a payment (decision 0028).
 *
 * Today one provider exists: the demonstration checkout the API serves itself, marked as a
 * demonstration. A real one (Mercado Pago's Checkout Pro, issue 34) implements the same
 * shape, chosen by configuration in `cardProvider()`.
 */
export type CardProvider = {
  /** Shown in the logs and on /readyz's answer: 'demostración', 'mercadopago'. */
  name: string;
  /** The routes it needs on the API (its checkout page, its webhook), mounted at the root. */
  routes: (store: Store) => Hono;
};

export const demoCardProvider: CardProvider = { name: 'demostración', routes: demoCheckoutRoutes };

export const cardProvider = (): CardProvider => demoCardProvider;
