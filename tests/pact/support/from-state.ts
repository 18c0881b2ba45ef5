import { MatchersV3 } from '@pact-foundation/pact';
import { fillPath } from '@contracts/core/endpoint';
import type { ProviderStateResult } from '@mocks/provider-states';

/**
 * A request value the provider state decides (an id, a username): the consumer test uses
 * the value the mock's state returns as the example, and the pact asks the provider to
 * inject its own (generator `ProviderState`, expression `${key}`), so a real backend with other
 * ids verifies the same pact.
 */
export class StateValue {
  constructor(
    readonly key: string,
    readonly example?: string | number,
  ) {}
}

/**
 * `example` replaces the state's own value in the consumer test and the pact file, for
 * values that differ on every run (tokens) and would make the committed pact churn.
 */
export const fromState = (key: string, example?: string | number) => new StateValue(key, example);

/**
 * A value the provider state injects on the provider side (Pact generator `ProviderState`).
 * On the consumer side it must equal the example: MatchersV3.fromProviderState pairs the
 * generator with a type matcher, which would let the client send any path or id
 * (pact-foundation/pact-js#1088).
 */
export const injected = <T extends string | number | boolean>(expression: string, example: T) => ({
  ...MatchersV3.equal(example),
  'pact:generator:type': 'ProviderState',
  expression,
});

/** A request part in which any value may come from the provider state. */
export type Injectable<T> = T extends readonly (infer U)[]
  ? Injectable<U>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T]: Injectable<T[K]> }
    : T | StateValue;

const stateValue = (values: ProviderStateResult, { key, example }: StateValue) => {
  const value = values[key];
  if (value === undefined || value === null) throw new Error(`El estado del proveedor no devuelve "${key}"`);
  return example ?? value;
};

function mapValues(input: unknown, leaf: (value: StateValue) => unknown): unknown {
  if (input instanceof StateValue) return leaf(input);
  if (Array.isArray(input)) return input.map((v) => mapValues(v, leaf));
  if (typeof input === 'object' && input !== null) {
    return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, mapValues(v, leaf)]));
  }
  return input;
}

/** The plain value the client sends in the consumer test. */
export const exampleOf = (input: unknown, values: ProviderStateResult): unknown =>
  mapValues(input, (v) => stateValue(values, v));

/** The pact's version: provider-state values become generators (`injected`). */
export const pactBodyOf = (input: unknown, values: ProviderStateResult): unknown =>
  mapValues(input, (v) => injected(`\${${v.key}}`, stateValue(values, v)));

/** Query values travel as strings. */
export const pactQueryOf = (query: Record<string, unknown>, values: ProviderStateResult) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [
        k,
        v instanceof StateValue ? injected(`\${${v.key}}`, String(stateValue(values, v))) : String(v),
      ]),
  );

/** `/api/teams/{id}` with the example ids, as a generator when any id comes from the state. */
export function pactPathOf(path: string, params: Record<string, unknown>, values: ProviderStateResult) {
  const example = `/api${fillPath(path, exampleOf(params, values) as Record<string, unknown>)}`;
  const fromProvider = Object.values(params).some((v) => v instanceof StateValue);
  if (!fromProvider) return example;
  const expression = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return value instanceof StateValue ? `\${${value.key}}` : encodeURIComponent(String(value));
  })}`;
  return injected(expression, example);
}
