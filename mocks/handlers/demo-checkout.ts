import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { db, notifyDbChanged } from '../db/store';
import { openCheckout } from '../rules/card-payments';
import { providerBackPath } from '../rules/payment-links';

/**
 * The demo card provider's own calls (docs/decisions/0019): a control of the mock, outside
 * /api and the contracts, like /__mock/state. A real provider keeps the checkout on its own
 * site; the app never calls these, only the demo checkout page (mocks/demo-checkout).
 *
 * GET /__mock/checkout/{paymentId} — what the checkout shows: team, concept, amount.
 * POST /__mock/checkout/{paymentId} {decision} — the tester's choice; answers the back URL.
 */
const decisionBody = z.object({ decision: z.enum(['approved', 'in_process', 'rejected']) });
const UNKNOWN = 'El enlace de pago no existe o ya fue usado';

/** One MSW handler for both methods: the mock's handler list stays short (tests/unit/mocks/route-api.test.ts). */
export const demoCheckoutHandler = http.all('*/__mock/checkout/:paymentId', async ({ params, request }) => {
  const providerId = String(params.paymentId);
  const checkout = openCheckout(db(), providerId);
  if (request.method === 'GET') {
    if (!checkout) return HttpResponse.json({ message: UNKNOWN }, { status: 404 });
    return HttpResponse.json({
      team: checkout.teamName,
      concept: `Inscripción ${checkout.competitionName}`,
      amount: checkout.attempt.amount,
    });
  }
  if (request.method !== 'POST') return undefined;
  const parsed = decisionBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return HttpResponse.json({ message: 'Se esperaba {decision}' }, { status: 400 });
  if (!checkout) return HttpResponse.json({ message: UNKNOWN }, { status: 404 });
  checkout.attempt.provider_decision = parsed.data.decision;
  notifyDbChanged();
  return HttpResponse.json({ backUrl: providerBackPath(providerId) });
});
