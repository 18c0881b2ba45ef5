import path from 'node:path';
import { PactV3 } from '@pact-foundation/pact';

/** The one consumer/provider pair: every domain's tests add to pacts/pesca-web-pesca-api.json. */
export const CONSUMER = 'pesca-web';
export const PROVIDER = 'pesca-api';
export const PACT_DIR = path.resolve('pacts');

/** One per test file; PactV3 starts afresh after each executeTest and merges into the file. */
export const createPact = () => new PactV3({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
