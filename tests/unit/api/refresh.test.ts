import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { protectedCall } from './protected-endpoint';
import { server } from '@mocks/node';
import { createApiClient } from '@/api/client';
import { memoryTokenStore } from '@/api/token-store';


/** A backend whose access token 'viejo' has expired and whose refresh issues 'nuevo'. */
function expiringBackend({ refreshOk = true, successor }: { refreshOk?: boolean; successor?: string } = {}) {
  const refreshes = vi.fn();
  const seen: string[] = [];
  server.use(
    http.post('*/api/auth/refresh-token', async ({ request }) => {
      refreshes(await request.json());
      return refreshOk
        ? HttpResponse.json({ message: 'ok', data: { accessToken: 'nuevo', ...(successor ? { refreshToken: successor } : {}) } })
        : HttpResponse.json({ message: 'Token de refresco inválido' }, { status: 401 });
    }),
    http.get('*/api/test/protected/:n', ({ request, params }) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
      seen.push(`${params.n}:${token}`);
      if (token !== 'nuevo') return HttpResponse.json({ message: 'Token expirado' }, { status: 401 });
      return HttpResponse.json({ message: 'ok', data: { n: Number(params.n), token } });
    }),
  );
  return { refreshes, seen };
}

describe('token refresh', () => {
  it('refreshes once for concurrent calls that hit "Token expirado" and replays them all', async () => {
    const { refreshes } = expiringBackend();
    const tokens = memoryTokenStore('viejo', 'refresco');
    const client = createApiClient({ baseURL: 'http://localhost', tokens, checkContracts: true });

    const results = await Promise.all([1, 2, 3, 4].map((n) => client.call(protectedCall, { params: { n } })));

    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(refreshes).toHaveBeenCalledWith({ refreshToken: 'refresco' });
    expect(results.map((r) => r.ok && r.data.n)).toEqual([1, 2, 3, 4]);
    expect(tokens.getAccessToken()).toBe('nuevo');
    expect(tokens.getRefreshToken()).toBe('refresco');
  });

  it('keeps the successor a rotating backend answers, instead of the spent token (decision 0066)', async () => {
    const { refreshes } = expiringBackend({ successor: 'refresco-2' });
    const tokens = memoryTokenStore('viejo', 'refresco');
    const client = createApiClient({ baseURL: 'http://localhost', tokens, checkContracts: true });
    const result = await client.call(protectedCall, { params: { n: 1 } });
    expect(result.ok).toBe(true);
    expect(refreshes).toHaveBeenCalledWith({ refreshToken: 'refresco' });
    expect(tokens.getRefreshToken()).toBe('refresco-2');
    expect(await client.refreshSession()).toBe(true);
    expect(refreshes).toHaveBeenLastCalledWith({ refreshToken: 'refresco-2' });
  });

  it('queues calls made while a refresh is in flight and sends them with the new token', async () => {
    const { refreshes, seen } = expiringBackend();
    const tokens = memoryTokenStore('viejo', 'refresco');
    const client = createApiClient({ baseURL: 'http://localhost', tokens });
    const first = client.call(protectedCall, { params: { n: 1 } });
    // Let the first call receive its 401 and start the refresh before the next call.
    await vi.waitFor(() => expect(refreshes).toHaveBeenCalled());
    const second = await client.call(protectedCall, { params: { n: 2 } });
    await first;
    expect(second.ok).toBe(true);
    expect(seen.filter((s) => s.startsWith('2:'))).toEqual(['2:nuevo']);
    expect(refreshes).toHaveBeenCalledTimes(1);
  });

  it('removes both tokens and reports the session lost once when the refresh fails', async () => {
    expiringBackend({ refreshOk: false });
    const tokens = memoryTokenStore('viejo', 'refresco');
    const onSessionLost = vi.fn();
    const client = createApiClient({ baseURL: 'http://localhost', tokens, onSessionLost });

    const results = await Promise.all([1, 2].map((n) => client.call(protectedCall, { params: { n } })));

    expect(results.every((r) => !r.ok && r.statusCode === 401 && r.message === 'Token refresh failed')).toBe(true);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 with another message', async () => {
    const refreshes = vi.fn();
    server.use(
      http.post('*/api/auth/refresh-token', () => {
        refreshes();
        return HttpResponse.json({ message: 'ok', data: { accessToken: 'x' } });
      }),
      http.get('*/api/test/protected/:n', () => HttpResponse.json({ message: 'Token inválido' }, { status: 401 })),
    );
    const client = createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore('a', 'b') });
    const res = await client.call(protectedCall, { params: { n: 1 } });
    expect(res).toMatchObject({ ok: false, statusCode: 401, message: 'Token inválido' });
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('reports a response outside its contract with the endpoint and the field', async () => {
    server.use(http.get('*/api/test/protected/:n', () => HttpResponse.json({ message: 'ok', data: { n: 'uno', token: 't' } })));
    const onContractMismatch = vi.fn();
    const client = createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore('a', 'b'), checkContracts: true, onContractMismatch });
    await client.call(protectedCall, { params: { n: 1 } });
    expect(onContractMismatch).toHaveBeenCalledWith({
      endpoint: 'test.protected (GET /test/protected/{n})',
      issues: [expect.objectContaining({ path: 'n' })],
    });
  });
});
