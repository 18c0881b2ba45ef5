/**
 * Compile-time tests of the endpoint names (contracts/core/endpoint.ts defineDomain, issue 18),
 * checked by `npx tsc -p .`: each `@ts-expect-error` line must stay an error. Never called.
 */
import { expectTypeOf } from 'vitest';
import { boatsEndpoints } from '@contracts/boats';
import type { EndpointId } from '@contracts/index';
import type { WriteId } from '@/api/invalidation';

export function endpointNameTypes() {
  // The id is the domain and the key the declaration has in it, as a literal type.
  expectTypeOf(boatsEndpoints.list.id).toEqualTypeOf<'boats.list'>();
  expectTypeOf(boatsEndpoints.list.domain).toEqualTypeOf<'boats'>();
  const known: EndpointId = 'competitions.createPrice';
  // @ts-expect-error a misspelt operation id
  const misspelt: EndpointId = 'boats.lsit';
  // Reads are not writes: the invalidation map cannot list them, nor forget a write.
  const write: WriteId = 'boats.update';
  // @ts-expect-error a read is not a write
  const read: WriteId = 'boats.list';
  return [known, misspelt, write, read];
}
