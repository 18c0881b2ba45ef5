import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authEndpoints } from '@contracts/auth';
import { server } from '@mocks/node';
import { createApiClient } from '@/api/client';
import { memoryTokenStore } from '@/api/token-store';

/**
 * Issue 19: whatever goes wrong on the way, the result keeps SPEC §8's shape and its message
 * is a Spanish sentence, never the browser's, ofetch's or a gateway's words.
 */
const client = (timeoutMs?: number) =>
  createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore(), ...(timeoutMs ? { timeoutMs } : {}) });
const signIn = (timeoutMs?: number) =>
  client(timeoutMs).call(authEndpoints.login, { body: { username: 'admin.sistema', password: 'Demo2026!' } });
const answer = (response: () => Response | Promise<Response>) => server.use(http.post('*/api/auth/login', response));

/** No transport words: no URL, no method, no reason phrase, no markup, no English. */
const expectNoTransportText = (message: string) => {
  expect(message).not.toMatch(/https?:|\[POST\]|<|fetch|no response|Bad Gateway|Service Unavailable|Error de red/i);
};

afterEach(() => vi.restoreAllMocks());

describe('a failure without an answer from the API', () => {
  it('connection refused or dropped: 500 "Error de red" and "No hay conexión con el servidor…"', async () => {
    answer(() => HttpResponse.error());
    const res = await signIn();
    expect(res).toEqual({
      ok: false,
      statusCode: 500,
      statusText: 'Error de red',
      message: 'No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
      data: null,
      kind: 'unreachable',
    });
  });

  it('the browser offline: the same shape, "Sin conexión a internet…"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answer(() => HttpResponse.error());
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 500, statusText: 'Error de red', kind: 'offline' });
    expect(res.message).toMatch(/^Sin conexión a internet\./);
  });

  it('no answer within the bound: "El servidor tardó demasiado en responder…"', async () => {
    // Never answers: only the client's bound ends the call.
    answer(() => new Promise<Response>(() => {}));
    const res = await signIn(20);
    expect(res).toMatchObject({
      ok: false,
      statusCode: 500,
      statusText: 'Error de red',
      message: 'El servidor tardó demasiado en responder. Intentá de nuevo.',
      kind: 'timeout',
    });
  });

  it('a gateway\'s HTML 502: keeps the status, says "El servidor no respondió como se esperaba…"', async () => {
    answer(() => new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 502, kind: 'not-json', data: null });
    expect(res.message).toBe('El servidor no respondió como se esperaba. Intentá de nuevo en unos minutos.');
  });

  it('an HTML page with a 4xx status (a proxy\'s 413 or 404) is not the API\'s refusal either', async () => {
    answer(() => new HttpResponse('<html>Request Entity Too Large</html>', { status: 413, headers: { 'Content-Type': 'text/html' } }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 413, kind: 'not-json' });
    expectNoTransportText(res.message);
  });

  it('a 503 in our envelope without a message: "El servidor tuvo un problema…"', async () => {
    answer(() => HttpResponse.json({ statusCode: 503 }, { status: 503, statusText: 'Service Unavailable' }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 503, kind: 'server-error' });
    expect(res.message).toBe('El servidor tuvo un problema. Intentá de nuevo en unos minutos.');
  });

  it('a 500 with an empty body is a server error too', async () => {
    answer(() => new HttpResponse(null, { status: 500 }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 500, kind: 'server-error' });
  });

  it('JSON that is not our envelope: "El servidor no respondió como se esperaba…"', async () => {
    answer(() => HttpResponse.json({ error: 'upstream connect error or disconnect/reset before headers' }, { status: 503 }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 503, kind: 'not-envelope' });
    expectNoTransportText(res.message);
  });

  it('a 200 HTML page (a captive portal) is no success: a network failure', async () => {
    answer(() => new HttpResponse('<html>Iniciá sesión en el wifi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 500, statusText: 'Error de red', kind: 'not-json' });
  });

  it('a 4xx envelope without a message falls back to the endpoint\'s SPEC §8 text, not the reason phrase', async () => {
    answer(() => HttpResponse.json({ statusCode: 400 }, { status: 400, statusText: 'Bad Request' }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 400, message: 'Error al iniciar sesión' });
    expect(res).not.toHaveProperty('kind');
  });

  it('the server\'s own refusal is kept as it is', async () => {
    answer(() => HttpResponse.json({ statusCode: 503, message: 'Mantenimiento programado' }, { status: 503 }));
    const res = await signIn();
    expect(res).toMatchObject({ ok: false, statusCode: 503, message: 'Mantenimiento programado' });
  });
});

describe('the server\'s refusal with an error code this build does not know', () => {
  it('is still the server\'s refusal: its message shows, the unknown code is dropped', async () => {
    answer(() => HttpResponse.json({ statusCode: 409, message: 'Esta solicitud todavía se está procesando.', additionalData: { errorCode: 'CODIGO_NUEVO' } }, { status: 409 }));
    const res = await signIn();
    expect(res).toEqual({ ok: false, statusCode: 409, statusText: 'Conflict', message: 'Esta solicitud todavía se está procesando.', data: null });
  });
});
