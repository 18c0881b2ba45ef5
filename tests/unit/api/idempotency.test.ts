import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@mocks/node';
import { createApiClient } from '@/api/client';
import { memoryTokenStore } from '@/api/token-store';
import { testEndpoint } from '../test-endpoint';

/** Issue 19, exactly-once creates: one Idempotency-Key per user intent. */
const declaration = {
  domain: 'members',
  method: 'POST',
  path: '/test/creates',
  summary: 'prueba',
  auth: true,
  body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }),
  response: z.object({ id: z.number() }),
  successStatus: 201,
} as const;
const create = testEndpoint({ ...declaration, id: 'test.create', idempotent: true });
const plainCreate = testEndpoint({ ...declaration, id: 'test.plainCreate' });

/** A backend whose answers the test scripts, one per request; it records each request's key. */
function backend(...answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/api/test/creates', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const next = answers.shift() ?? (() => HttpResponse.json({ message: 'ok', data: { id: keys.length } }, { status: 201 }));
      return next();
    }),
  );
  return keys;
}
const lost = () => HttpResponse.error();
const failing = () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 });
const client = () => createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore('token', 'refresco') });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key', () => {
  it('a retry of the same submit after the answer was lost carries the same key', async () => {
    const keys = backend(lost, failing);
    const api = client();
    const input = { body: { name: 'Ana', tags: ['a'] } };
    expect((await api.call(create, input)).ok).toBe(false);
    expect((await api.call(create, input)).ok).toBe(false);
    // Same values written in another order: the same intent.
    expect((await api.call(create, { body: { tags: ['a'], name: 'Ana' } })).ok).toBe(true);
    expect(keys[0]).toMatch(UUID);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
  });

  it('changed input after a failure is a new intent with a new key', async () => {
    const keys = backend(lost);
    const api = client();
    await api.call(create, { body: { name: 'Ana' } });
    await api.call(create, { body: { name: 'Ana María' } });
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('after a success the same values again are a new intent with a new key', async () => {
    const keys = backend();
    const api = client();
    expect((await api.call(create, { body: { name: 'Ana' } })).ok).toBe(true);
    expect((await api.call(create, { body: { name: 'Ana' } })).ok).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it('the replay after a token refresh carries the same key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/refresh-token', () => HttpResponse.json({ message: 'ok', data: { accessToken: 'nuevo' } })),
      http.post('*/api/test/creates', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return request.headers.get('Authorization') === 'Bearer nuevo'
          ? HttpResponse.json({ message: 'ok', data: { id: 1 } }, { status: 201 })
          : HttpResponse.json({ statusCode: 401, message: 'Token expirado' }, { status: 401 });
      }),
    );
    const res = await createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore('viejo', 'refresco') }).call(create, { body: { name: 'Ana' } });
    expect(res.ok).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('an endpoint not marked idempotent sends no key', async () => {
    const keys = backend(lost);
    const api = client();
    await api.call(plainCreate, { body: { name: 'Ana' } });
    await api.call(plainCreate, { body: { name: 'Ana' } });
    expect(keys).toEqual([null, null]);
  });
});
