import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testEndpoint } from '../test-endpoint';
import { Role } from '@contracts/enums';
import { bySpecificity, endpointOf, handle } from '@mocks/core/define-handler';
import { server } from '@mocks/node';
import { apiHandlers } from '@mocks/handlers';
import { consoleErrors } from '../../console-errors';
import { callApi, loginAs } from './http';

const byId = testEndpoint({
  id: 'test.byId',
  domain: 'teams',
  method: 'GET',
  path: '/pruebas/{id}',
  summary: 'prueba',
  auth: true,
  roles: [Role.SystemAdmin],
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ id: z.number() }),
  successStatus: 200,
});
const fixed = testEndpoint({ ...byId, id: 'test.progress', path: '/pruebas/progreso', params: undefined, response: z.object({ progress: z.literal(true) }) });

describe('handle(endpoint, resolver)', () => {
  it('puts fixed paths before parameterised ones, whatever the declaration order', async () => {
    const ordered = bySpecificity([handle(byId, ({ params }) => ({ data: { id: params.id } })), handle(fixed, () => ({ data: { progress: true as const } }))]);
    expect(ordered.map((h) => endpointOf(h)?.id)).toEqual(['test.progress', 'test.byId']);
    server.use(...ordered);
    const { accessToken } = await loginAs('admin.sistema');
    expect((await callApi('GET', '/pruebas/progreso', { token: accessToken })).body.data).toEqual({ progress: true });
    expect((await callApi('GET', '/pruebas/7', { token: accessToken })).body.data).toEqual({ id: 7 });
  });

  it('answers 403 to a role the declaration does not list, and 400 to a bad path parameter', async () => {
    server.use(handle(byId, ({ params }) => ({ data: { id: params.id } })));
    const owner = await loginAs('capitan.completo');
    expect((await callApi('GET', '/pruebas/7', { token: owner.accessToken })).status).toBe(403);
    const admin = await loginAs('admin.sistema');
    const bad = await callApi('GET', '/pruebas/abc', { token: admin.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Parámetro inválido/);
  });

  it('answers 403 to a registered (not activated) account on endpoints that need an active one', async () => {
    server.use(handle({ ...byId, roles: undefined }, ({ params }) => ({ data: { id: params.id } })));
    const registered = await loginAs('usuario.nuevo');
    const reply = await callApi('GET', '/pruebas/7', { token: registered.accessToken });
    expect(reply).toMatchObject({ status: 403, body: { message: 'Tenés que activar tu cuenta para realizar esta acción' } });
  });

  it('refuses to send a response that breaks the contract (500, logged)', async () => {
    consoleErrors.allow();
    server.use(handle(byId, () => ({ data: { id: 'siete' } as unknown as { id: number } })));
    const admin = await loginAs('admin.sistema');
    const reply = await callApi('GET', '/pruebas/7', { token: admin.accessToken });
    expect(reply.status).toBe(500);
    expect(consoleErrors.logged.join('\n')).toContain('test.byId');
  });

  it('knows the caller of an optionalAuth endpoint when a valid token is sent, and ignores a bad one', async () => {
    const open = testEndpoint({
      id: 'test.open',
      domain: 'helpDesk',
      method: 'GET',
      path: '/pruebas-abiertas',
      summary: 'prueba',
      auth: false,
      optionalAuth: true,
      response: z.object({ who: z.string().nullable() }),
      successStatus: 200,
    });
    server.use(handle(open, ({ auth }) => ({ data: { who: auth?.user.username ?? null } })));
    const { accessToken } = await loginAs('capitan.completo');
    expect((await callApi('GET', '/pruebas-abiertas', { token: accessToken })).body.data).toEqual({ who: 'capitan.completo' });
    expect((await callApi('GET', '/pruebas-abiertas')).body.data).toEqual({ who: null });
    expect((await callApi('GET', '/pruebas-abiertas', { token: 'basura' })).body.data).toEqual({ who: null });
  });

  it('answers a list of frozen rows (kept between reads) with the same checked text as a list of plain rows', async () => {
    const list = testEndpoint({
      ...byId,
      id: 'test.list',
      path: '/pruebas-lista',
      params: undefined,
      response: z.union([z.object({ own: z.literal(true) }), z.array(z.object({ id: z.number(), name: z.string() }))]),
    });
    const rows = [{ id: 1, name: 'Uno', password_hash: 'no sale' }, { id: 2, name: 'Dos', password_hash: 'tampoco' }];
    const admin = await loginAs('admin.sistema');
    const texts: string[] = [];
    for (const data of [rows, rows.map((row) => Object.freeze({ ...row })), rows.map((row) => Object.freeze({ ...row }))]) {
      server.use(handle(list, () => ({ data })));
      const response = await fetch('http://localhost/api/pruebas-lista', { headers: { Authorization: `Bearer ${admin.accessToken}` } });
      expect(response.headers.get('content-type')).toBe('application/json');
      texts.push(await response.text());
    }
    expect(JSON.parse(texts[0]!)).toEqual({ statusCode: 200, message: 'OK', data: [{ id: 1, name: 'Uno' }, { id: 2, name: 'Dos' }] });
    expect(new Set(texts).size).toBe(1);
  });

  it('still refuses a frozen list row that breaks the contract', async () => {
    consoleErrors.allow();
    const list = testEndpoint({ ...byId, id: 'test.badList', path: '/pruebas-lista-mala', params: undefined, response: z.array(z.object({ id: z.number() })) });
    server.use(handle(list, () => ({ data: [Object.freeze({ id: 1 }), Object.freeze({ id: 'dos' })] as unknown as { id: number }[] })));
    const admin = await loginAs('admin.sistema');
    expect((await callApi('GET', '/pruebas-lista-mala', { token: admin.accessToken })).status).toBe(500);
    expect(consoleErrors.logged.join('\n')).toContain('test.badList');
  });

  it('registers every API handler under its endpoint declaration', () => {
    expect(apiHandlers.map((h) => endpointOf(h)!.id)).toEqual(expect.arrayContaining(['auth.login', 'auth.refreshToken', 'auth.register', 'auth.activate']));
  });
});
