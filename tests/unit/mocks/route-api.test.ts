import { describe, expect, it } from 'vitest';
import { getResponse, HttpResponse, http } from 'msw';
import { z } from 'zod';
import { testEndpoint } from '../test-endpoint';
import { handle, bySpecificity } from '@mocks/core/define-handler';
import { routeApi, routeOptions } from '@mocks/core/route-api';
import { apiHandlers, handlers } from '@mocks/handlers';

const get = (path: string, response: z.ZodTypeAny) =>
  testEndpoint({ id: `prueba.${path}`, domain: 'teams', method: 'GET', path, summary: 'Prueba', auth: false, response, successStatus: 200 });
const progress = get('/pruebas/progress', z.object({ which: z.string() }));
const byId = testEndpoint({
  id: 'prueba.byId',
  domain: 'teams',
  method: 'GET',
  path: '/pruebas/{id}',
  summary: 'Prueba',
  auth: false,
  params: z.object({ id: z.string() }),
  response: z.object({ which: z.string(), id: z.string() }),
  successStatus: 200,
});

// Declared most specific last: bySpecificity must still put /pruebas/progress first.
const router = routeApi(
  bySpecificity([
    handle(byId, ({ params }) => ({ data: { which: 'byId', id: params.id } })),
    handle(progress, () => ({ data: { which: 'progress' } })),
  ]),
);
const fallback = http.all('*', () => HttpResponse.text('siguiente', { status: 418 }));
const call = async (path: string, method = 'GET') => {
  const response = await getResponse([router, fallback], new Request(`http://localhost${path}`, { method }));
  return { status: response!.status, body: response!.headers.get('content-type')?.includes('json') ? await response!.json() : await response!.text() };
};

describe('routeApi', () => {
  it('answers with the endpoint the path names, the most specific first', async () => {
    expect((await call('/api/pruebas/progress')).body.data).toEqual({ which: 'progress' });
    expect((await call('/api/pruebas/17')).body.data).toEqual({ which: 'byId', id: '17' });
    expect((await call('/api/pruebas/17/')).body.data).toEqual({ which: 'byId', id: '17' });
  });

  it('hands the endpoint its path parameters decoded, as MSW does', async () => {
    expect((await call('/api/pruebas/los%20dorados')).body.data).toEqual({ which: 'byId', id: 'los dorados' });
  });

  it('passes on what no endpoint takes: another method, a longer path, a path outside the API', async () => {
    expect(await call('/api/pruebas/17', 'DELETE')).toEqual({ status: 418, body: 'siguiente' });
    expect(await call('/api/pruebas/17/miembros')).toEqual({ status: 418, body: 'siguiente' });
    expect(await call('/otra/pruebas/17')).toEqual({ status: 418, body: 'siguiente' });
  });

  it('answers in the caller’s microtasks, or, in the browser demo, each request in a task of its own', async () => {
    const order: string[] = [];
    const answer = routeApi([handle(progress, () => (order.push('respuesta'), { data: { which: 'progress' } }))]);
    const ask = async () => {
      setTimeout(() => order.push('otra tarea'), 0);
      await getResponse([answer], new Request('http://localhost/api/pruebas/progress'));
    };
    await ask();
    expect(order).toEqual(['respuesta']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.length = 0;
    routeOptions.answerInOwnTask = true;
    try {
      await ask();
      expect(order).toEqual(['otra tarea', 'respuesta']);
    } finally {
      routeOptions.answerInOwnTask = false;
    }
  });

  it('refuses a handler not built from an endpoint declaration', () => {
    expect(() => routeApi([http.get('*/api/suelto', () => HttpResponse.json({}))])).toThrow(/handle\(\)/);
  });

  it('puts the whole API behind one MSW handler, so MSW parses each request once', () => {
    expect(apiHandlers.length).toBeGreaterThan(80);
    // The router, then the /__mock control routes.
    expect(handlers.length).toBeLessThan(5);
  });
});
