/**
 * The demo has no card provider: a payment link (GET /payment_attempts) leads to the demo
 * checkout (docs/decisions/0019), an app page that only exists with the mock on and plays
 * the provider's hosted checkout; it then returns to the payment result page (SPEC §2
 * competitions/payment/success) as a provider's back URL does. Stored relative; the handler
 * makes it absolute with the request's origin.
 */
export const DEMO_CHECKOUT_PATH = '/demo-checkout';

export const checkInPath = (providerPaymentId: string) => `${DEMO_CHECKOUT_PATH}?payment_id=${providerPaymentId}`;

/** SPEC §2's payment result page: where a provider sends the payer back, with its payment id. */
export const PAYMENT_RESULT_PATH = '/dashboard/competitions/payment/success';

/** Where the provider sends the payer back, with its payment id (SPEC §2). */
export const providerBackPath = (providerPaymentId: string) => `${PAYMENT_RESULT_PATH}?payment_id=${providerPaymentId}`;

/**
 * The link reference in a checkout URL the demo made (checkInPath), or null for any other URL:
 * a provider with its own checkout (Mercado Pago) replaces such a link with its own once.
 */
export function demoCheckoutRef(url: string): string | null {
  try {
    const parsed = new URL(url, 'http://x');
    return parsed.pathname === DEMO_CHECKOUT_PATH ? parsed.searchParams.get('payment_id') : null;
  } catch {
    return null;
  }
}

/**
 * The link made absolute for the app that asked: a browser calling the mock on another
 * origin (the HTTP mock server) names the app in its Origin header; same-origin calls
 * (the service worker, tests) do not send one, and then the API's own origin is the app's.
 */
export function absoluteCheckInUrl(relative: string, request: Pick<Request, 'url'> & { headers: Pick<Headers, 'get'> }): string {
  const origin = request.headers.get('origin');
  return new URL(relative, origin && origin !== 'null' ? origin : new URL(request.url).origin).toString();
}
