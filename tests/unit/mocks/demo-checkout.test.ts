import { describe, expect, it } from 'vitest';
import * as payments from '@contracts/payments';
import { paymentAttemptsGetLink } from '@contracts/team-competitions';
import { db } from '@mocks/db/store';
import { registrationOf, userByUsername } from '@mocks/db/queries';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import { clientAs } from './signed-in-client';
import { href } from '@/lib/routing/routes';

const current = () => currentCompetition(db())!;
const cardPrice = () => validPriceAt(db().competitionPrices, current().id, 'mercadopago', new Date())!;
const registration = () => registrationOf(db(), userByUsername(db(), 'capitan.pendiente')!.team_id!, current().id)!;

/** The link GET /payment_attempts hands the owner of capitan.pendiente's team. */
async function cardLink() {
  const owner = await clientAs('capitan.pendiente');
  const link = await owner.call(paymentAttemptsGetLink, { params: { competitionId: current().id, priceId: cardPrice().id } });
  const url = new URL(link.data!.checkInUrl);
  return { owner, url, providerId: url.searchParams.get('payment_id')! };
}

const checkout = (providerId: string, init?: RequestInit) => fetch(`http://localhost/__mock/checkout/${providerId}`, init);
const decide = (providerId: string, decision: string) =>
  checkout(providerId, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision }) });

describe('demo card checkout (docs/decisions/0019)', () => {
  it('the payment link opens the demo checkout, which shows the team, the concept and the amount charged', async () => {
    const { url, providerId } = await cardLink();
    expect(url.pathname).toBe('/demo-checkout');
    const shown = (await (await checkout(providerId)).json()) as Record<string, unknown>;
    const attempt = db().paymentAttempts.find((a) => a.provider_payment_id === providerId)!;
    expect(shown).toEqual({ team: expect.any(String), concept: expect.stringContaining(current().name), amount: attempt.amount });
    expect((await checkout('999999999999999999')).status).toBe(404);
  });

  it('approved: the checkout returns to the result page and POST /payments records an approved payment', async () => {
    const { owner, providerId } = await cardLink();
    const answer = (await (await decide(providerId, 'approved')).json()) as { backUrl: string };
    expect(answer.backUrl).toBe(`${href('paymentSuccess')}?payment_id=${providerId}`);
    expect(await owner.call(payments.paymentsCreate, { body: { payment_id: providerId } })).toMatchObject({ data: { status: 'approved', payment_status: 'approved' } });
    expect(registration()).toMatchObject({ status: 'accepted', payment_status: 'paid' });
  });

  it('rejected: the payment is recorded as rejected, the team stays unpaid and gets a new link to pay again', async () => {
    const { owner, providerId } = await cardLink();
    await decide(providerId, 'rejected');
    expect(await owner.call(payments.paymentsCreate, { body: { payment_id: providerId } })).toMatchObject({ data: { status: 'rejected', payment_status: 'rejected' } });
    expect(registration()).toMatchObject({ status: 'registered', payment_status: 'unpaid' });
    const again = await cardLink();
    expect(again.providerId).not.toBe(providerId);
  });

  it('in process: the payment waits (pending) and the team shows a payment in progress', async () => {
    const { owner, providerId } = await cardLink();
    await decide(providerId, 'in_process');
    expect(await owner.call(payments.paymentsCreate, { body: { payment_id: providerId } })).toMatchObject({ data: { status: 'in_process', payment_status: 'pending' } });
    expect(registration().payment_status).toBe('pending');
  });

  it('refuses an unknown decision and a link already used', async () => {
    const { owner, providerId } = await cardLink();
    expect((await decide(providerId, 'maybe')).status).toBe(400);
    await decide(providerId, 'approved');
    await owner.call(payments.paymentsCreate, { body: { payment_id: providerId } });
    expect((await decide(providerId, 'rejected')).status).toBe(404);
  });
});
