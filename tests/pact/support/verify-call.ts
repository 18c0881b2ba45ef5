import type { PactV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { AnyEndpoint, ResponseData } from '@contracts/core/endpoint';
import { createApiClient, type ContractMismatch } from '@/api/client';
import type { ApiResponse } from '@/api/result';
import { memoryTokenStore, type TokenStore } from '@/api/token-store';
import { buildCall, type BuiltCall, type CallSpec } from './interaction';
import { isOmissionOnly } from './shape';
import { REFRESH_TOKEN_EXAMPLE } from './tokens';

/** The real client against the Pact mock server, with contract checks that fail the test. */
export function pactClient(baseURL: string, tokens: TokenStore, omitted: readonly string[] = []) {
  const mismatches: ContractMismatch[] = [];
  const client = createApiClient({
    baseURL,
    tokens,
    checkContracts: true,
    onContractMismatch: (m) => {
      // The pact leaves null and empty-list keys out on purpose (shape.ts); anything else is a real mismatch.
      const issues = m.issues.filter((issue) => !isOmissionOnly(omitted, issue));
      if (issues.length) mismatches.push({ ...m, issues });
    },
  });
  return { client, mismatches };
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
 * Declares one interaction and drives the real client through it: the client must send
 * what the pact describes (the Pact mock server fails the test otherwise), accept the
 * response without a contract mismatch and report the promised outcome.
 */
export async function verifyCall<E extends AnyEndpoint>(pact: PactV3, spec: CallSpec<E>): Promise<ApiResponse<ResponseData<E>>> {
  const built = await buildCall(spec);
  pact.addInteraction(built.interaction);
  const result = await pact.executeTest(async (mock) => {
    const { client, mismatches } = pactClient(mock.url, memoryTokenStore(built.token, REFRESH_TOKEN_EXAMPLE), built.omitted);
    const call = client.call as (endpoint: AnyEndpoint, input: unknown) => Promise<ApiResponse<ResponseData<E>>>;
    const result = await call(spec.endpoint, built.input);
    expect(mismatches).toEqual([]);
    expectOutcome(result, built.expected);
    return result;
  });
  return result!;
}
