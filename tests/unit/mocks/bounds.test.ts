import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { competitionsEndpoints } from '@contracts/competitions';
import { institutionsEndpoints } from '@contracts/institutions';
import { resultsEndpoints } from '@contracts/results';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { limits } from '@contracts/core/limits';
import { validationMessages as m } from '@contracts/core/messages';
import { handlers } from '@mocks/handlers';
import { resetDemoDb } from '@mocks/db/reset';
import { db } from '@mocks/db/store';
import { applyProviderState } from '@mocks/provider-states';
import { knownGoodRequests } from './property/pact-requests';

/**
 * Bounds in the contract (issue 19, docs/decisions/0032): a price of 1e308 was stored and
 * read back as null; 5,000 addresses and 2,000 prices were accepted. Each case takes a
 * successful request of the pact and pushes one value past its limit.
 */
async function sendChanged(endpoint: AnyEndpoint, change: (body: Record<string, unknown>) => void) {
  const known = knownGoodRequests(endpoint, 'http://localhost')[0]!;
  const values = await applyProviderState(resetDemoDb(), known.state, known.stateParams);
  const request = known.build(values);
  const body = (await request.clone().json()) as Record<string, unknown>;
  change(body);
  const before = JSON.stringify(db());
  const changed = new Request(request.url, { method: request.method, headers: request.headers, body: JSON.stringify(body) });
  const response = (await getResponse(handlers, changed))!;
  return { status: response.status, body: (await response.json()) as { message: string }, unchanged: JSON.stringify(db()) === before };
}

describe('bounds of amounts, points, sizes, counts and lists', () => {
  it.each([
    ['a price of 1e308', competitionsEndpoints.createPrice, (b: Record<string, unknown>): unknown => (b.price = 1e308), `price: ${m.max(limits.price)}`],
    ['a price just over the limit', competitionsEndpoints.createPrice, (b: Record<string, unknown>): unknown => (b.price = limits.price + 1), `price: ${m.max(limits.price)}`],
    ['49 installments', competitionsEndpoints.createPrice, (b: Record<string, unknown>): unknown => (b.installment_count = 49), `installment_count: ${m.max(limits.installments)}`],
    ['5,000 addresses', institutionsEndpoints.create, (b: Record<string, unknown>): unknown => (b.addresses = Array(5000).fill((b.addresses as unknown[])[0])), `addresses: ${m.maxItems(limits.addresses)}`],
    ['2,000 prices', competitionsEndpoints.create, (b: Record<string, unknown>): unknown => (b.prices = Array(2000).fill((b.prices as unknown[])[0])), `prices: ${m.maxItems(limits.prices)}`],
    ['points of 1e308', resultsEndpoints.createOverall, (b: Record<string, unknown>): unknown => (b.total_points = 1e308), `total_points: ${m.max(limits.points)}`],
    ['a fish of 1e6 cm', resultsEndpoints.createBiggestFish, (b: Record<string, unknown>): unknown => (b.size_cm = 1e6), `size_cm: ${m.max(limits.sizeCm)}`],
    ['20,000 pieces', resultsEndpoints.createCategory, (b: Record<string, unknown>): unknown => (b.pieces_count = 20_000), undefined],
  ] as const)('refuses %s with 400 in Spanish and stores nothing', async (_, endpoint, change, message) => {
    const reply = await sendChanged(endpoint, change);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    if (message) expect(reply.body.message).toBe(message);
    expect(reply.unchanged).toBe(true);
  });

  it('accepts a price at the limit', async () => {
    const reply = await sendChanged(competitionsEndpoints.createPrice, (b) => (b.price = limits.price));
    expect(reply.status).toBe(201);
  });
});
