import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { getResponse } from 'msw';
import { allEndpoints } from '@contracts/index';
import { IDEMPOTENCY_KEY_HEADER } from '@contracts/core/idempotency';
import { resetDemoDb } from '@mocks/db/reset';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { applyProviderState } from '@mocks/provider-states';
import { knownGoodRequests } from './pact-requests';
import { ORIGIN } from './send';

/**
 * Exactly-once creates (issue 19, docs/decisions/0027): for every create declared
 * `idempotent`, each successful request the pact makes of it (its provider state set up as
 * the verifier does), sent 2 to 5 times with the same Idempotency-Key, gets the same answer
 * every time (status and body, tokens and one-time passwords included) and leaves the
 * database as the first send left it: one resource, however often a client retries.
 */
const SEED = 20261126;
const RUNS = 6;

/** The database without the key store itself, which the first success fills. */
const rows = () => JSON.stringify({ ...db(), idempotencyKeys: [] });

async function sendRaw(request: Request) {
  const response = (await getResponse(handlers, request))!;
  return { status: response.status, body: (await response.json()) as unknown };
}

const idempotentEndpoints = allEndpoints.filter((e) => e.idempotent);

describe.each(idempotentEndpoints.map((e) => [`${e.method} ${e.path} (${e.id})`, e] as const))('%s', (_, endpoint) => {
  const requests = knownGoodRequests(endpoint, ORIGIN);

  it('the pact has a successful request to replay', () => expect(requests.length).toBeGreaterThan(0));

  test.prop([fc.constantFrom(...requests), fc.uuid(), fc.integer({ min: 2, max: 5 })], { seed: SEED, numRuns: RUNS, endOnFailure: true })(
    'replaying the same key gives the same answer and creates once',
    async (known, key, times) => {
      const values = await applyProviderState(resetDemoDb(), known.state, known.stateParams);
      const request = known.build(values);
      request.headers.set(IDEMPOTENCY_KEY_HEADER, key);
      const first = await sendRaw(request.clone());
      expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
      const after = rows();
      for (let i = 1; i < times; i++) {
        expect(await sendRaw(request.clone()), `envío ${i + 1} de ${times}`).toEqual(first);
      }
      expect(rows(), 'un reintento cambió la base').toBe(after);
      expect(db().idempotencyKeys).toHaveLength(1);
    },
    30_000,
  );
});
