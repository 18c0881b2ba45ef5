import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@contracts/index';
import { endpointOf } from '@mocks/core/define-handler';
import { apiHandlers } from '@mocks/handlers';

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

  // Domains arrive one handler file at a time: once a domain has a handler, all its calls must.
  it('handles every call of each domain it serves', () => {
    const servedDomains = new Set(handled.map((e) => e.domain));
    const handledIds = new Set(handled.map((e) => e.id));
    const missing = allEndpoints.filter((e) => servedDomains.has(e.domain) && !handledIds.has(e.id)).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });
});
