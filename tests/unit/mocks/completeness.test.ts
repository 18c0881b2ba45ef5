import { describe, expect, it } from 'vitest';
import { allEndpoints, endpoints } from '@contracts/index';
import { endpointOf } from '@mocks/core/define-handler';
import { apiHandlers } from '@mocks/handlers';
import { unhandledEndpoints } from './unhandled-endpoints';

const handled = apiHandlers.map((h) => endpointOf(h)!);

describe('mock backend completeness', () => {
  it('builds every API handler from a declaration of the contracts registry', () => {
    expect(handled.every(Boolean)).toBe(true);
    const registered = new Set(allEndpoints.map((e) => e.id));
    expect(handled.map((e) => e.id).filter((id) => !registered.has(id))).toEqual([]);
  });

  it('handles each endpoint at most once', () => {
    const ids = handled.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('handles every call of the registry', () => {
    expect(unhandledEndpoints(allEndpoints, apiHandlers)).toEqual([]);
  });

  // The check above must not depend on a domain having at least one handler: drop each
  // domain's handlers in turn and it has to name exactly that domain's calls.
  it.each(Object.keys(endpoints))('reports every call of %s when its handlers are dropped', (domain) => {
    const withoutDomain = apiHandlers.filter((h) => endpointOf(h)?.domain !== domain);
    const domainCalls = allEndpoints.filter((e) => e.domain === domain).map((e) => `${e.method} ${e.path}`);
    expect(withoutDomain.length).toBeLessThan(apiHandlers.length);
    expect(unhandledEndpoints(allEndpoints, withoutDomain)).toEqual(domainCalls);
  });
});
