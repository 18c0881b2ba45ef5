/**
 * The demo has no card provider: a payment link (GET /payment_attempts) leads straight to
 * the app's payment result page (SPEC §2 competitions/payment/success). Stored relative;
 * the handler makes it absolute with the request's origin.
 */
export const checkInPath = (providerPaymentId: string) => `/dashboard/competitions/payment/success?payment_id=${providerPaymentId}`;

/**
 * The link made absolute for the app that asked: a browser calling the mock on another
 * origin (the HTTP mock server) names the app in its Origin header; same-origin calls
 * (the service worker, tests) do not send one, and then the API's own origin is the app's.
 */
export function absoluteCheckInUrl(relative: string, request: Pick<Request, 'url'> & { headers: Pick<Headers, 'get'> }): string {
  const origin = request.headers.get('origin');
  return new URL(relative, origin && origin !== 'null' ? origin : new URL(request.url).origin).toString();
}
