import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allEndpoints } from '../contracts/index';

type Interaction = { description: string; response?: { status?: number } };

/**
 * Declared calls the web app makes (contracts/index.ts; not those another system calls, such as
 * Mercado Pago's webhook, `calledBy`) without a successful interaction in pacts/. The
 * consumer tests name each interaction "… (METHOD /path)" after its declaration
 * (tests/pact/support/interaction.ts), which is what this matches.
 */
export function callsWithoutSuccessInteraction(pactDir = path.resolve('pacts')): string[] {
  const interactions = readdirSync(pactDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(path.join(pactDir, f), 'utf8')) as { interactions?: Interaction[] }).interactions ?? []);
  return allEndpoints
    .filter((e) => !e.calledBy)
    .map((e) => `${e.method} ${e.path}`)
    .filter((call) => !interactions.some((i) => i.description.endsWith(`(${call})`) && (i.response?.status ?? 500) < 300));
}
