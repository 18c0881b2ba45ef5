import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Pact consumer tests take their examples from the mock backend's seed, whose current
 * competition is placed around "today". A fixed date (only Date is mocked; timers stay
 * real for the Pact mock server and fetch) keeps the examples, and therefore the committed
 * pact files, identical on every run.
 */
export const PACT_EXAMPLES_DATE = new Date('2026-03-16T15:00:00.000Z');

beforeAll(() => {
  vi.setSystemTime(PACT_EXAMPLES_DATE);
});

afterAll(() => {
  vi.useRealTimers();
});
