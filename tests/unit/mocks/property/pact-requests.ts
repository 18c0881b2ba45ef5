import { readFileSync } from 'node:fs';
import { toColonPath, type AnyEndpoint } from '@contracts/core/endpoint';

/**
 * The successful requests the committed pact makes of an endpoint, with their provider
 * state: known-good inputs (a generated body is mostly refused by a rule), made concrete
 * the way the Pact verifier does, by putting the state's values where its ProviderState
 * generators say.
 */
type Generator = { type: string; expression: string };
type PactRequest = {
  method: string;
  path: string;
  query?: Record<string, string[]>;
  headers?: Record<string, string>;
  body?: unknown;
  generators?: { path?: Generator; header?: Record<string, Generator>; body?: Record<string, Generator>; query?: Record<string, Generator> };
};
type PactInteraction = { description: string; providerStates?: { name: string; params?: Record<string, unknown> }[]; request: PactRequest; response: { status: number } };

const pact = JSON.parse(readFileSync('pacts/pesca-web-pesca-api.json', 'utf8')) as { interactions: PactInteraction[] };

export type KnownGoodRequest = { description: string; state: string; stateParams: Record<string, unknown>; build: (values: Record<string, unknown>) => Request };

const fill = (expression: string, values: Record<string, unknown>): unknown => {
  const whole = /^\$\{(\w+)\}$/.exec(expression);
  if (whole) return values[whole[1]!];
  return expression.replace(/\$\{(\w+)\}/g, (_, name: string) => String(values[name]));
};

const matches = (endpoint: AnyEndpoint, request: PactRequest) => {
  const pattern = new RegExp(`^/api${toColonPath(endpoint.path).replace(/:\w+/g, '[^/]+')}$`);
  return request.method === endpoint.method && pattern.test(request.path);
};

/** Every interaction of the pact as a request to build from its provider state's values, with the status the pact expects. */
export type PactCall = KnownGoodRequest & { method: string; status: number; matches: (endpoint: AnyEndpoint) => boolean };

export function pactCalls(origin: string): PactCall[] {
  return pact.interactions.map((i) => ({
    description: i.description,
    method: i.request.method,
    status: i.response.status,
    state: i.providerStates?.[0]?.name ?? 'the demo data is loaded',
    stateParams: i.providerStates?.[0]?.params ?? {},
    build: (values) => {
      const { request } = i;
      const generators = request.generators ?? {};
      const path = generators.path ? String(fill(generators.path.expression, values)) : request.path;
      const headers = new Headers(request.headers);
      for (const [name, g] of Object.entries(generators.header ?? {})) headers.set(name, String(fill(g.expression, values)));
      const body = structuredClone(request.body) as Record<string, unknown> | undefined;
      // Body generators name top-level keys ($.team_id), the only ones the pacts inject.
      for (const [jsonPath, g] of Object.entries(generators.body ?? {})) if (body) body[jsonPath.replace(/^\$\./, '')] = fill(g.expression, values);
      const search = new URLSearchParams();
      for (const [name, list] of Object.entries(request.query ?? {})) for (const v of list) search.append(name, v);
      for (const [name, g] of Object.entries(generators.query ?? {})) search.set(name, String(fill(g.expression, values)));
      const url = `${origin}${path}${search.size ? `?${search}` : ''}`;
      return new Request(url, { method: request.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
    matches: (endpoint: AnyEndpoint) => matches(endpoint, i.request),
  }));
}

export function knownGoodRequests(endpoint: AnyEndpoint, origin: string): KnownGoodRequest[] {
  return pactCalls(origin)
    .filter((call) => call.status < 300 && call.matches(endpoint))
    .map(({ description, state, stateParams, build }) => ({ description, state, stateParams, build }));
}
