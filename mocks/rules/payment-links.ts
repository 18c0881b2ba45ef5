/**
 * The demo has no card provider: a payment link (GET /payment_attempts) leads straight to
 * the app's payment result page (SPEC §2 competitions/payment/success). Stored relative;
 * the handler makes it absolute with the request's origin.
 */
export const checkInPath = (paymentId: number) => `/dashboard/competitions/payment/success?payment_id=${paymentId}`;
