import { demoDbSnapshot } from '@mocks/db/reset';
import type { Db } from '@mocks/db/schema';
import { applyProviderState, type ProviderStateParams, type ProviderStateResult } from '@mocks/provider-states';

/** What a consumer test knows of a provider state: the data it sets up and the values it returns. */
export type StateExamples = { db: Db; values: ProviderStateResult };

/**
 * Runs the mock backend's own setup of a provider state on a fresh copy of the seed, so
 * the examples of an interaction (ids in paths, response bodies) come from the same data the
 * provider verification will run against. The seed is the one of the fixed date of
 * tests/pact/setup.ts, which keeps the committed pact files the same from day to day.
 */
export async function stateExamples(state: string, params: ProviderStateParams = {}): Promise<StateExamples> {
  const db = demoDbSnapshot();
  const values = await applyProviderState(db, state, params);
  return { db, values };
}
