import { afterAll, beforeAll, describe, expect } from 'vitest';
import { test } from '@fast-check/vitest';
import type { ZodTypeAny } from 'zod';
import { allEndpoints } from '@contracts/index';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { resetDemoDb } from '@mocks/db/reset';
import { db } from '@mocks/db/store';
import { createResponseValidator } from '../../../../scripts/openapi-responses';
import { NO_BODY, requestCase, type RequestCase } from './cases';
import { callerOf, send, tokenOf, type Sent } from './send';
import { errorTexts, notSpanish } from './spanish';

/**
 * Property tests of the mock backend (issue 8): for every endpoint of the registry, requests
 * generated from its declaration and mutated off it go through the mock, signed in as a demo
 * account allowed to call it. Whatever the input:
 *   - never a 5xx;
 *   - the response validates against contracts/openapi.json, with a status documented there;
 *   - every error message is non-empty Spanish;
 *   - input the declaration refuses gets 400 (415 for a body that is not JSON);
 *   - no refused call (any 4xx) changes the database;
 *   - input it accepts gets a 2xx or a documented 4xx.
 * Fixed seed and bounded runs: the same cases every time, the file well under a minute.
 */
const SEED = 20261123;
const RUNS = 12;

const validator = createResponseValidator();
const tokens = new Map<string, string>();

beforeAll(async () => {
  resetDemoDb();
  for (const endpoint of allEndpoints) {
    const caller = callerOf(endpoint);
    if (caller && !tokens.has(caller.username)) tokens.set(caller.username, await tokenOf(caller));
  }
});

/**
 * What the declaration expects of a request: 415 for a body that is not JSON, 400 for input
 * the contract refuses (params and query as the URL carries them, the body after a JSON
 * round trip, as the mock's parser sees them), else a 2xx or a documented business error.
 */
type Expectation = 'accepted' | 400 | 415;

function expectationOf(endpoint: AnyEndpoint, c: RequestCase): Expectation {
  const parses = (schema: ZodTypeAny | undefined, value: unknown) => !schema || schema.safeParse(value).success;
  const body = c.body === NO_BODY || c.body === undefined ? undefined : JSON.parse(JSON.stringify(c.body));
  if (!parses(endpoint.params, c.params) || !parses(endpoint.query, c.query)) return 400;
  if (endpoint.body && body !== undefined && c.contentType !== 'application/json') return 415;
  return parses(endpoint.body, body) ? 'accepted' : 400;
}

function problemsOf(sent: Sent, expected: Expectation): string[] {
  const valid = expected === 'accepted';
  const problems: string[] = [];
  if (sent.status >= 500) problems.push(`respondió ${sent.status}`);
  const verdict = validator.check({ method: sent.method, path: sent.path, status: sent.status, contentType: sent.contentType, body: sent.body });
  if (!verdict.ok) problems.push(verdict.problem);
  if (sent.status >= 400) {
    for (const text of errorTexts(sent.body)) {
      const problem = notSpanish(text);
      if (problem) problems.push(`mensaje no español: ${problem}`);
    }
  }
  if (!valid && sent.status !== expected) problems.push(`se esperaba ${expected} según el contrato, pero respondió ${sent.status}`);
  if (valid && sent.status === 400 && (sent.body as { additionalData?: { errorCode?: string } })?.additionalData?.errorCode === 'VALIDATION_ERROR') {
    // A resolver may still refuse valid-looking input with a business 400 (documented);
    // only the parser's refusal of what the declaration accepts is a contradiction.
    const message = String((sent.body as { message?: unknown }).message ?? '');
    if (message.startsWith('Parámetro inválido')) problems.push(`el contrato acepta la entrada pero el mock la rechazó: ${message}`);
  }
  return problems;
}

/** PROPERTY_STATS=1 prints, per endpoint, how many cases were valid and which statuses came back. */
const stats = process.env.PROPERTY_STATS ? new Map<string, Map<string, number>>() : null;
afterAll(() => {
  if (stats) for (const [id, counts] of stats) console.info(id.padEnd(40), [...counts].map(([k, n]) => `${k}×${n}`).join(' '));
});

/** Rows are only rewritten by calls that are not reads and were not refused by the parser. */
let dirty = true;

describe.each(allEndpoints.map((e) => [`${e.method} ${e.path} (${e.id})`, e] as const))('%s', (_, endpoint) => {
  const caller = callerOf(endpoint);
  test.prop([requestCase(endpoint)], { seed: SEED, numRuns: RUNS, endOnFailure: true })(
    'never 5xx, always documented and Spanish; invalid input 400 with nothing stored',
    async (c) => {
      if (dirty) resetDemoDb();
      dirty = false;
      const expected = expectationOf(endpoint, c);
      const valid = expected === 'accepted';
      // Reads never write; every other refused call must leave the database as it was.
      const before = endpoint.method === 'GET' ? '' : JSON.stringify(db());
      const sent = await send(endpoint, c, caller ? tokens.get(caller.username)! : null);
      expect(sent, `ningún handler atendió ${endpoint.method} ${JSON.stringify(c)}`).not.toBeNull();
      if (endpoint.method !== 'GET' && sent!.status < 400) dirty = true;
      if (stats) {
        const counts = stats.get(endpoint.id) ?? new Map<string, number>();
        const key = `${valid ? 'válida' : `espera ${expected}`}:${sent!.status}`;
        stats.set(endpoint.id, counts.set(key, (counts.get(key) ?? 0) + 1));
      }
      const problems = problemsOf(sent!, expected);
      if (before && sent!.status >= 400 && JSON.stringify(db()) !== before) problems.push(`respondió ${sent!.status} pero cambió la base de datos`);
      if (problems.length) dirty = true;
      expect(problems, `${c.mutation}: ${sent!.method} ${sent!.path} ${JSON.stringify(c.body === NO_BODY ? null : c.body)?.slice(0, 300)} → ${sent!.status} ${JSON.stringify(sent!.body).slice(0, 300)}`).toEqual([]);
    },
    // A dozen requests per endpoint: well under a second alone, but `npm test` runs every file at once on 2 cores.
    30_000,
  );
});

