import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createApiClient } from '@/api/client';
import { memoryTokenStore } from '@/api/token-store';
import { protectedCall } from './protected-endpoint';

/**
 * Issue 19, measured: a 401 that arrived 2.5 s late caused a second refresh; a backend that
 * rotates refresh tokens then signs the user out. One refresh per token: a 401 for a request
 * sent with a token already replaced is replayed with the new one.
 */

/** A gate the test opens: the answer waits for it (no timers). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * 'viejo' has expired; each refresh issues 'nuevo-<n>' and, like a rotating backend, accepts
 * the refresh token only once. Request `late` (by n) holds its answer until the test opens it.
 */
function rotatingBackend(late = new Map<number, ReturnType<typeof gate>>(), refreshAnswer?: () => Response) {
  const refreshes = vi.fn();
  const seen: string[] = [];
  let refreshToken = 'refresco';
  server.use(
    http.post('*/api/auth/refresh-token', async ({ request }) => {
      const body = (await request.json()) as { refreshToken: string };
      refreshes(body);
      if (refreshAnswer) return refreshAnswer();
      if (body.refreshToken !== refreshToken) return HttpResponse.json({ statusCode: 401, message: 'Token de refresco inválido' }, { status: 401 });
      refreshToken = 'spent';
      return HttpResponse.json({ message: 'ok', data: { accessToken: `nuevo-${refreshes.mock.calls.length}` } });
    }),
    http.get('*/api/test/protected/:n', async ({ request, params }) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
      const n = Number(params.n);
      seen.push(`${n}:${token}`);
      await late.get(n)?.opened;
      if (!token.startsWith('nuevo')) return HttpResponse.json({ statusCode: 401, message: 'Token expirado' }, { status: 401 });
      return HttpResponse.json({ message: 'ok', data: { n, token } });
    }),
  );
  return { refreshes, seen };
}

describe('one refresh per token', () => {
  it('a 401 that arrives after the refresh is replayed with the new token, without a second refresh', async () => {
    const slow = gate();
    const { refreshes, seen } = rotatingBackend(new Map([[1, slow]]));
    const tokens = memoryTokenStore('viejo', 'refresco');
    const onSessionLost = vi.fn();
    const client = createApiClient({ baseURL: 'http://localhost', tokens, onSessionLost });

    const late = client.call(protectedCall, { params: { n: 1 } });
    await vi.waitFor(() => expect(seen).toContain('1:viejo'));
    // Another call meets the expired token and refreshes while the first answer is on its way.
    expect((await client.call(protectedCall, { params: { n: 2 } })).ok).toBe(true);
    expect(tokens.getAccessToken()).toBe('nuevo-1');
    slow.open();

    const res = await late;
    expect(res).toMatchObject({ ok: true, data: { n: 1, token: 'nuevo-1' } });
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(seen).toEqual(['1:viejo', '2:viejo', '2:nuevo-1', '1:nuevo-1']);
  });

  it('concurrent 401s and a late one: exactly one refresh, every call answered', async () => {
    const slow = gate();
    const { refreshes } = rotatingBackend(new Map([[5, slow]]));
    const tokens = memoryTokenStore('viejo', 'refresco');
    const client = createApiClient({ baseURL: 'http://localhost', tokens });

    const lateOne = client.call(protectedCall, { params: { n: 5 } });
    const results = await Promise.all([1, 2, 3, 4].map((n) => client.call(protectedCall, { params: { n } })));
    slow.open();
    results.push(await lateOne);

    expect(results.map((r) => r.ok && r.data.n)).toEqual([1, 2, 3, 4, 5]);
    expect(refreshes).toHaveBeenCalledTimes(1);
  });

  it('a token replaced by another tab is used without refreshing', async () => {
    const { refreshes } = rotatingBackend();
    let access = 'viejo';
    // The other tab's refresh lands in the shared store while this request is on its way.
    const tokens = { ...memoryTokenStore(null, 'refresco'), getAccessToken: () => access };
    server.events.on('request:start', () => {
      access = 'nuevo-de-otra-pestaña';
    });
    const res = await createApiClient({ baseURL: 'http://localhost', tokens }).call(protectedCall, { params: { n: 1 } });
    server.events.removeAllListeners();
    expect(res).toMatchObject({ ok: true, data: { token: 'nuevo-de-otra-pestaña' } });
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('a refresh that gets no answer keeps the session: the call fails as a network failure', async () => {
    const { refreshes } = rotatingBackend(undefined, () => HttpResponse.error());
    const tokens = memoryTokenStore('viejo', 'refresco');
    const onSessionLost = vi.fn();
    const res = await createApiClient({ baseURL: 'http://localhost', tokens, onSessionLost }).call(protectedCall, { params: { n: 1 } });
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(res).toMatchObject({ ok: false, statusCode: 500, statusText: 'Error de red', kind: 'unreachable' });
    expect(tokens.getRefreshToken()).toBe('refresco');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it("a gateway's 502 to the refresh keeps the session too", async () => {
    rotatingBackend(undefined, () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const tokens = memoryTokenStore('viejo', 'refresco');
    const onSessionLost = vi.fn();
    const res = await createApiClient({ baseURL: 'http://localhost', tokens, onSessionLost }).call(protectedCall, { params: { n: 1 } });
    expect(res).toMatchObject({ ok: false, statusCode: 502, kind: 'not-json' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});
