import type { PactV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { AnyEndpoint, ResponseData } from '@contracts/core/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '@contracts/core/idempotency';
import { createApiClient, type ContractMismatch } from '@/api/client';
import type { ApiResponse } from '@/api/result';
import { memoryTokenStore, type TokenStore } from '@/api/token-store';
import { buildCall, type BuiltCall, type CallSpec } from './interaction';
import { restoreOmitted, type Omission } from './shape';
import { REFRESH_TOKEN_EXAMPLE } from './tokens';

/** The real client against the Pact mock server, collecting the contract mismatches it reports. */
export function pactClient(baseURL: string, tokens: TokenStore) {
  const mismatches: ContractMismatch[] = [];
  const client = createApiClient({ baseURL, tokens, checkContracts: true, onContractMismatch: (m) => mismatches.push(m) });
  return { client, mismatches };
}

/**
 * The client checks every answer against the contract. The pact leaves null and empty-list
 * keys out on purpose (shape.ts), so the Pact mock's answer lacks them and the client
 * reports it; with those keys put back, the answer must satisfy the contract completely.
 */
export function expectNoContractMismatch(endpoint: AnyEndpoint, result: ApiResponse<unknown>, mismatches: ContractMismatch[], omitted: readonly Omission[]) {
  if (mismatches.length === 0) return;
  const restored = endpoint.response.safeParse(restoreOmitted(result.data, omitted));
  expect(restored.success ? [] : restored.error.issues, JSON.stringify(mismatches)).toEqual([]);
}

/**
 * The Pact mock server can answer a request before it has recorded the match, and
 * executeTest then reports "expected but not received" although the client got the answer
 * (pact-foundation/pact-js#1835, pact-reference#535; about 1 run in 5 here). Waits, at most
 * 200 ms, until the server says every interaction matched; a request that really never
 * arrived still fails the test right after.
 */
export async function mockServerSettled(pact: PactV3, port: number) {
  const server = (pact as unknown as { pact?: { mockServerMatchedSuccessfully?: (port: number) => boolean } }).pact;
  if (typeof server?.mockServerMatchedSuccessfully !== 'function') return;
  for (let waited = 0; waited < 200 && !server.mockServerMatchedSuccessfully(port); waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The outcome the interaction promises, as the client reports it. */
export function expectOutcome(result: ApiResponse<unknown>, expected: BuiltCall['expected']) {
  expect(result.statusCode).toBe(expected.status);
  if (expected.status < 300) {
    expect(result.ok, result.message).toBe(true);
    expect(result.data).toEqual(expected.data);
    return;
  }
  expect(result.ok).toBe(false);
  expect(result.message).toBe(expected.message);
  if (expected.errorCode) expect(result).toMatchObject({ errorCode: expected.errorCode });
}

/**
 * Until the client sends its own Idempotency-Key on creates (issue 19, client side), the
 * pact test adds one where the client sent none, so the interactions already state what a
 * backend receives. Once the client sends it, this adds nothing: the client's key is the one
 * the Pact mock server checks against the UUID matcher.
 */
async function withIdempotencyKey<T>(endpoint: AnyEndpoint, run: () => Promise<T>): Promise<T> {
  if (!endpoint.idempotent) return run();
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!request.headers.has(IDEMPOTENCY_KEY_HEADER)) request.headers.set(IDEMPOTENCY_KEY_HEADER, crypto.randomUUID());
    return original(request);
  };
  try {
    return await run();
  } finally {
    globalThis.fetch = original;
  }
}

/**
 * Declares one interaction and drives the real client through it: the client must send
 * what the pact describes (the Pact mock server fails the test otherwise), accept the
 * response without a contract mismatch and report the promised outcome.
 */
export async function verifyCall<E extends AnyEndpoint>(pact: PactV3, spec: CallSpec<E>): Promise<ApiResponse<ResponseData<E>>> {
  const built = await buildCall(spec);
  pact.addInteraction(built.interaction);
  const result = await pact.executeTest(async (mock) => {
    const { client, mismatches } = pactClient(mock.url, memoryTokenStore(built.token, REFRESH_TOKEN_EXAMPLE));
    const call = client.call as (endpoint: AnyEndpoint, input: unknown) => Promise<ApiResponse<ResponseData<E>>>;
    const result = await withIdempotencyKey(spec.endpoint, () => call(spec.endpoint, built.input));
    expectNoContractMismatch(spec.endpoint, result, mismatches, built.omitted);
    expectOutcome(result, built.expected);
    await mockServerSettled(pact, mock.port);
    return result;
  });
  return result!;
}
