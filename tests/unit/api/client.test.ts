import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authEndpoints } from '@contracts/auth';
import { server } from '@mocks/node';
import { createApiClient } from '@/api/client';
import { memoryTokenStore } from '@/api/token-store';

const client = (tokens = memoryTokenStore()) => createApiClient({ baseURL: 'http://localhost', tokens, checkContracts: true });

describe('api client', () => {
  it('resolves a successful authEndpoints.login to the envelope with the token pair', async () => {
    const res = await client().call(authEndpoints.login, { body: { username: 'admin.sistema', password: 'Demo2026!' } });
    expect(res.ok).toBe(true);
    expect(res.statusCode).toBe(200);
    if (res.ok) expect(res.data.accessToken).toMatch(/^ey/);
  });

  it('resolves a conflict to a failure carrying the server message and error code', async () => {
    const res = await client().call(authEndpoints.register, { body: { username: 'admin.sistema', password: 'secreto1' } });
    expect(res).toMatchObject({ ok: false, statusCode: 409, message: 'Este nombre de usuario ya está en uso.', errorCode: 'USERNAME_IN_USE', data: null });
  });

  it('turns a network failure into status 500 "Error de red" with the error message', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const res = await client().call(authEndpoints.login, { body: { username: 'admin.sistema', password: 'Demo2026!' } });
    expect(res.ok).toBe(false);
    expect(res.statusCode).toBe(500);
    expect(res.statusText).toBe('Error de red');
    expect(res.message).not.toBe('');
  });

  it('sends no call before the backend it waits for is ready (the demo mock starting), then sends it', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/login', () => {
        calls++;
        return undefined;
      }),
    );
    let start = () => {};
    const ready = new Promise<void>((resolve) => (start = resolve));
    const waiting = createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore(), ready: () => ready });
    const pending = waiting.call(authEndpoints.login, { body: { username: 'admin.sistema', password: 'Demo2026!' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(0);
    start();
    expect((await pending).ok).toBe(true);
    expect(calls).toBe(1);
  });
});
